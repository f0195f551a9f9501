import type { DbOrTx } from '../../db/client';
import { role } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownTeacherRecord } from '../../shared/people/own-records';

/*
 * Who may do what with credentials from elsewhere (issue 25): staff check any file and keep, re-check, download and
 * delete the credentials of any teacher's record; a teacher does the same on their own teacher record only; a
 * student, nothing (403 from the request rule). On a record that is not theirs a teacher is answered 403 FORBIDDEN
 * for the record's list and upload (the record's id is in the address they typed), and 404
 * EXTERNAL_CREDENTIAL_NOT_FOUND for a kept credential's id, as for an id that does not exist, so that counting ids
 * reveals nothing.
 *
 * The request rule (`canUseExternalCredentials`) is every route's guard; the resource rule
 * (`canManageExternalCredentialsOf`) needs the teacher record, which the service reads, and calls.
 */

/** Check a file, and reach the record rules below: staff and teachers. */
export const canUseExternalCredentials = role('staff', 'teacher');

/**
 * Accept or reject a credential kept pending review (genuine, but its issuer not recognised or its holder not
 * confirmed, issue 41): staff only; a teacher never decides on their own credential.
 */
export const canReviewExternalCredentials = (user: SessionUser): boolean => user.role === 'staff';

/** Resource rule: the external credentials of teacher record `teacherId`: staff any, a teacher their own. */
export async function canManageExternalCredentialsOf(options: {
  db: DbOrTx;
  user: SessionUser;
  teacherId: number;
}): Promise<boolean> {
  const { db, user, teacherId } = options;
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher') return false;
  return (await ownTeacherRecord(db, user.id))?.id === teacherId;
}
