import { role, type Rule } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import type { PublicPageState } from '@contracts/public-pages';

/*
 * Who may do what with a teacher's public page (issue 47, decision 046). Two kinds of rule (decision 010):
 *
 * Request rules, from the user alone (the routes' `preHandler: authorize(…)`, run on `onRequest`):
 * - reading and changing a page's settings, asking for its publication: teachers (their own) and staff (to read);
 * - the pages waiting, approving, taking down: staff. Students: none of it.
 *
 * Resource rules, from the user, their own teacher record and the page:
 * - the teacher reads, changes and submits their own page; staff read every page, approve a page waiting and take
 *   down one published or waiting; staff do not change a teacher's choices (what is public is the teacher's to say);
 * - another teacher's page is refused 403 (its existence is no secret inside the school: the directory lists them).
 *
 * What the world sees (public-site.data.ts): a page on, published, of an active teacher; inside it, only works shown
 * to the school and not hidden, entries shown to the school, and the badges' public credentials.
 */

export const canReadPublicPage: Rule = role('teacher', 'staff');
export const canEditPublicPage: Rule = role('teacher');
export const canReviewPublicPages: Rule = role('staff');

export interface PublicPageViewer {
  user: SessionUser;
  ownTeacherId: number | null;
}

/** Only a teacher has a page of their own (the service reads which one). */
export function mayHaveOwnPage(user: SessionUser): boolean {
  return user.role === 'teacher';
}

const isStaff = (viewer: PublicPageViewer) => viewer.user.role === 'staff';
const isOwn = (viewer: PublicPageViewer, teacherId: number) =>
  viewer.user.role === 'teacher' && viewer.ownTeacherId === teacherId;

export function mayReadPageOf(viewer: PublicPageViewer, teacherId: number): boolean {
  return isStaff(viewer) || isOwn(viewer, teacherId);
}

export function mayEditPageOf(viewer: PublicPageViewer, teacherId: number): boolean {
  return isOwn(viewer, teacherId);
}

/** The teacher asks for publication of a page that is on and neither published nor waiting. */
export function maySubmit(viewer: PublicPageViewer, teacherId: number, page: { enabled: boolean; state: string }) {
  return isOwn(viewer, teacherId) && page.enabled && (page.state === 'draft' || page.state === 'taken_down');
}

export function mayApprove(viewer: PublicPageViewer, state: PublicPageState): boolean {
  return isStaff(viewer) && state === 'pending';
}

export function mayTakeDown(viewer: PublicPageViewer, state: PublicPageState): boolean {
  return isStaff(viewer) && (state === 'published' || state === 'pending');
}

/** Whether the world sees the page now. */
export function isLive(page: { enabled: boolean; state: string }, teacherActive: boolean): boolean {
  return page.enabled && page.state === 'published' && teacherActive;
}
