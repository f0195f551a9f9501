import type { PhotoSize } from '@contracts/photos';
import type { PortfolioList, PortfolioWork, PortfolioVisibility } from '@contracts/portfolio';
import type { portfolioWorks } from '../../db/schema/index';
import { mayDeleteWork, mayEditWork, mayHideWork, type PortfolioViewer } from './portfolio.policy';

export type PortfolioWorkRow = typeof portfolioWorks.$inferSelect;

/**
 * The URL of one size of a work's image, versioned by the work's last change: a new image (or any edit) gives a new
 * URL, so the old one may be cached for good (portfolio.routes.ts). The directory's preview writes the same URL in
 * SQL (portfolio-preview.ts).
 */
export function portfolioImageUrl(workId: number, size: PhotoSize, updatedAt: Date): string {
  return `/api/portfolio/${workId}/image/${size}?v=${updatedAt.getTime()}`;
}

export function presentWork(row: PortfolioWorkRow, labels: ReadonlyMap<string, string>, viewer: PortfolioViewer) {
  return {
    id: row.id,
    teacher_id: row.teacherId,
    position: row.position,
    title: row.title,
    year: row.year,
    technique_code: row.techniqueCode,
    technique_label: row.techniqueCode ? (labels.get(row.techniqueCode) ?? null) : null,
    technique_note: row.techniqueNote,
    description: row.description,
    link_url: row.linkUrl,
    visibility: row.visibility as PortfolioVisibility,
    hidden: row.hiddenAt === null ? null : { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() },
    image: {
      small_url: portfolioImageUrl(row.id, 'small', row.updatedAt),
      medium_url: portfolioImageUrl(row.id, 'medium', row.updatedAt),
      large_url: portfolioImageUrl(row.id, 'large', row.updatedAt),
      width: row.imageWidth,
      height: row.imageHeight,
    },
    updated_at: row.updatedAt.toISOString(),
    can: { edit: mayEditWork(viewer, row), delete: mayDeleteWork(viewer, row), hide: mayHideWork(viewer) },
  } satisfies PortfolioWork;
}

export function presentList(
  rows: PortfolioWorkRow[],
  labels: ReadonlyMap<string, string>,
  viewer: PortfolioViewer,
  can: { add: boolean; reorder: boolean },
): PortfolioList {
  return {
    items: rows.map((row) => presentWork(row, labels, viewer)),
    can_add: can.add,
    can_reorder: can.reorder,
  };
}
