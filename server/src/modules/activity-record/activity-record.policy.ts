import { role, signedIn, type Rule } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with a teacher's faculty record (issue 45, decision 041). Two kinds of rule (decision 010):
 *
 * Request rules, from the user alone (the routes' `preHandler: authorize(…)`, run on `onRequest`):
 * - reading a record: anyone signed in (what they see is the resource rules' business);
 * - adding, changing and deleting entries: teachers (their own record) and staff (anyone's);
 * - verifying and returning an entry: staff;
 * - reading a teaching history: teachers (their own) and staff.
 *
 * Resource rules, from the user, their own teacher record (read once by the service) and the entry:
 * - staff and the teacher see every entry of the record; everyone else signed in only the entries shown to the
 *   school ('school' visibility) of an active teacher, and in their evidence only the portfolio works they may see,
 *   never documents. An entry one may not see is answered 404 (never 403): its existence is not told;
 * - an entry is changed and deleted by its teacher and by staff; a teacher's change sends a reviewed entry back to
 *   'pending' (staff's changes keep the review).
 */

export const canReadActivity: Rule = signedIn;
export const canWriteActivity: Rule = role('teacher', 'staff');
export const canReviewActivity: Rule = role('staff');
export const canReadTeachingHistory: Rule = role('teacher', 'staff');

/** The asking user and the id of their own teacher record (null unless a teacher with one). */
export interface ActivityViewer {
  user: SessionUser;
  ownTeacherId: number | null;
}

export interface EntryAccessFacts {
  teacherId: number;
  visibility: string;
}

/** Only a teacher has a record of their own (the service reads which one). */
export function mayHaveOwnRecord(user: SessionUser): boolean {
  return user.role === 'teacher';
}

const isStaff = (viewer: ActivityViewer) => viewer.user.role === 'staff';
const isOwnRecord = (viewer: ActivityViewer, teacherId: number) =>
  viewer.user.role === 'teacher' && viewer.ownTeacherId === teacherId;

/** Staff and the teacher see the whole record, the documents of its evidence included. */
export function seesWholeRecord(viewer: ActivityViewer, teacherId: number): boolean {
  return isStaff(viewer) || isOwnRecord(viewer, teacherId);
}

/** The school sees the entries shown to it of an active teacher; staff and the teacher everything. */
export function maySeeEntry(viewer: ActivityViewer, entry: EntryAccessFacts, teacherActive: boolean): boolean {
  if (seesWholeRecord(viewer, entry.teacherId)) return true;
  return entry.visibility === 'school' && teacherActive;
}

/** Adding to a record: its teacher, or staff. */
export function mayWriteRecordOf(viewer: ActivityViewer, teacherId: number): boolean {
  return isStaff(viewer) || isOwnRecord(viewer, teacherId);
}

export function mayEditEntry(viewer: ActivityViewer, entry: EntryAccessFacts): boolean {
  return mayWriteRecordOf(viewer, entry.teacherId);
}

export function mayDeleteEntry(viewer: ActivityViewer, entry: EntryAccessFacts): boolean {
  return mayWriteRecordOf(viewer, entry.teacherId);
}

export function mayReviewEntry(viewer: ActivityViewer): boolean {
  return isStaff(viewer);
}

/** A change by the teacher (not by staff) puts a verified or returned entry back to 'pending'. */
export function changeReopensReview(viewer: ActivityViewer): boolean {
  return !isStaff(viewer);
}

/** A teaching history is read by staff and by the teacher themself. */
export function mayReadTeachingHistoryOf(viewer: ActivityViewer, teacherId: number): boolean {
  return seesWholeRecord(viewer, teacherId);
}
