import type {
  ActivityEntry,
  ActivityReviewState,
  ActivityVisibility,
  ActivityEntrySchema,
} from '@contracts/activity-record';
import type { z } from 'zod';
import type { activityEntries } from '../../db/schema/index';
import { mayDeleteEntry, mayEditEntry, mayReviewEntry, type ActivityViewer } from './activity-record.policy';

export type ActivityEntryRow = typeof activityEntries.$inferSelect;

/** An entry's evidence as the reader may see it (the service has filtered it). */
export interface ShownEvidence {
  documents: { id: number; name: string }[];
  works: { id: number; title: string }[];
}

type Shape = z.infer<typeof ActivityEntrySchema>;

export function presentEntry(
  row: ActivityEntryRow,
  evidence: ShownEvidence,
  reviewerName: string | null,
  viewer: ActivityViewer,
): ActivityEntry {
  return {
    id: row.id,
    teacher_id: row.teacherId,
    kind: row.kind as Shape['kind'],
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    description: row.description,
    organization: row.organization,
    role: row.role,
    city: row.city,
    country: row.country,
    production_type: row.productionType as Shape['production_type'],
    platform_or_medium: row.platformOrMedium,
    format: row.format as Shape['format'],
    selection: row.selection as Shape['selection'],
    scope: row.scope as Shape['scope'],
    links: row.links,
    visibility: row.visibility as ActivityVisibility,
    evidence,
    review: {
      state: row.reviewState as ActivityReviewState,
      by: row.reviewState === 'pending' ? null : reviewerName,
      at: row.reviewedAt?.toISOString() ?? null,
      note: row.reviewNote,
    },
    updated_at: row.updatedAt.toISOString(),
    can: { edit: mayEditEntry(viewer, row), delete: mayDeleteEntry(viewer, row), review: mayReviewEntry(viewer) },
  };
}
