import { role, signedIn, type Rule } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with a teacher's portfolio (issue 26). Two kinds of rule (decision 010):
 *
 * Request rules, from the user alone (the routes' `preHandler: authorize(…)`, run on `onRequest`: a refused call is
 * answered 403 before its body, an upload perhaps, is read):
 * - reading (the list, a work's image, the technique catalogue): anyone signed in;
 * - adding, editing, replacing an image, reordering: teachers (their own portfolio: a resource rule);
 * - deleting a work: teachers (their own) and staff;
 * - hiding, showing again, adding a technique to the catalogue: staff.
 *
 * Resource rules, from the user, their own teacher record (read once by the service) and the work:
 * - a work is seen by staff and its teacher always; by everyone else only when public and not hidden. A work one
 *   may not see is answered 404 (never 403): its existence is not told;
 * - a work is changed by its teacher only; deleted by its teacher or staff.
 */

export const canReadPortfolio: Rule = signedIn;
export const canWritePortfolio: Rule = role('teacher');
export const canDeleteWork: Rule = role('teacher', 'staff');
export const canModeratePortfolio: Rule = role('staff');

/** The asking user and the id of their own teacher record (null unless a teacher with one). */
export interface PortfolioViewer {
  user: SessionUser;
  ownTeacherId: number | null;
}

export interface WorkAccessFacts {
  teacherId: number;
  visibility: string;
  hiddenAt: Date | null;
}

/** Only a teacher has a portfolio of their own (the service reads which record is theirs). */
export function mayHaveOwnPortfolio(user: SessionUser): boolean {
  return user.role === 'teacher';
}

const isStaff = (viewer: PortfolioViewer) => viewer.user.role === 'staff';
const isOwnPortfolio = (viewer: PortfolioViewer, teacherId: number) =>
  viewer.user.role === 'teacher' && viewer.ownTeacherId === teacherId;

/** Staff and the teacher see every work of the portfolio; the school sees the public works nobody hid. */
export function maySeeWork(viewer: PortfolioViewer, work: WorkAccessFacts): boolean {
  if (isStaff(viewer) || isOwnPortfolio(viewer, work.teacherId)) return true;
  return work.visibility === 'public' && work.hiddenAt === null;
}

/** Whether the viewer sees every work of this teacher's portfolio (staff-only and hidden ones included). */
export function seesWholePortfolio(viewer: PortfolioViewer, teacherId: number): boolean {
  return isStaff(viewer) || isOwnPortfolio(viewer, teacherId);
}

/** Adding, editing, replacing an image, reordering: the teacher, on their own portfolio. */
export function mayWritePortfolioOf(viewer: PortfolioViewer, teacherId: number): boolean {
  return isOwnPortfolio(viewer, teacherId);
}

export function mayEditWork(viewer: PortfolioViewer, work: WorkAccessFacts): boolean {
  return isOwnPortfolio(viewer, work.teacherId);
}

export function mayDeleteWork(viewer: PortfolioViewer, work: WorkAccessFacts): boolean {
  return isStaff(viewer) || isOwnPortfolio(viewer, work.teacherId);
}

export function mayHideWork(viewer: PortfolioViewer): boolean {
  return isStaff(viewer);
}
