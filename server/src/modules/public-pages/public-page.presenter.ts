import type { PublicPage, PublicPageState } from '@contracts/public-pages';
import type { publicPages } from '../../db/schema/index';
import { isLive, mayApprove, maySubmit, mayEditPageOf, mayTakeDown, type PublicPageViewer } from './public-page.policy';

export type PublicPageRow = typeof publicPages.$inferSelect;

/** The path of a teacher's public page under PUBLIC_URL. */
export const publicPagePath = (slug: string) => `/facultad/${encodeURIComponent(slug)}`;

/** What leaves the server of a page's settings: its choices, its state, and what the caller may do with it. */
export function presentPublicPage(options: {
  row: PublicPageRow;
  teacher: { id: number; fullName: string; isActive: boolean };
  viewer: PublicPageViewer;
  publicUrl: string;
}): PublicPage {
  const { row, teacher, viewer, publicUrl } = options;
  const state = row.state as PublicPageState;
  return {
    teacher_id: row.teacherId,
    teacher_name: teacher.fullName,
    enabled: row.enabled,
    slug: row.slug,
    url: `${publicUrl.replace(/\/$/, '')}${publicPagePath(row.slug)}`,
    parts: {
      photo: row.showPhoto,
      bio: row.showBio,
      areas: row.showAreas,
      social: row.showSocial,
      badges: row.showBadges,
    },
    work_ids: row.workIds,
    entry_ids: row.entryIds,
    state,
    live: isLive(row, teacher.isActive),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    taken_down:
      state === 'taken_down' && row.takenDownReason && row.takenDownAt
        ? { reason: row.takenDownReason, at: row.takenDownAt.toISOString() }
        : null,
    can: {
      edit: mayEditPageOf(viewer, row.teacherId),
      submit: maySubmit(viewer, row.teacherId, row),
      approve: mayApprove(viewer, state),
      take_down: mayTakeDown(viewer, state),
    },
  };
}
