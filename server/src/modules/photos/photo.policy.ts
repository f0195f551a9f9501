import type { PhotoOwnerKind, PhotoParams } from '@contracts/photos';
import type { DbOrTx } from '../../db/client';
import type { Rule } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord, ownTeacherRecord } from '../../shared/people/own-records';

/*
 * Who may replace or clear a profile photo (§4.3, §6):
 * - staff: the photo of any teacher or student;
 * - a teacher: the photo of their own teacher record only;
 * - a student: the photo of their own student record only, whatever `can_upload_documents` says (a profile
 *   photo is always allowed).
 *
 * Two kinds of rule (decision 010):
 * - `canChangePhotosOfPathKind` is a request rule, from the user and the path's owner kind alone (as routed, not yet
 *   validated): the routes' guard (`preHandler: authorize(…)` in photo.routes.ts, run on `onRequest` by the auth
 *   plugin), so a teacher aiming at a student record, or a student at a teacher record, gets 403 before the body is read.
 * - `isOwnPhotoRecord` needs a database read (which record is the user's own): photo.service.ts calls it before
 *   reading the upload and throws FORBIDDEN when it refuses.
 */

/** Staff any owner kind; a teacher teacher records; a student student records (the request rule's test). */
function canChangePhotosOf(user: SessionUser, ownerKind: PhotoOwnerKind): boolean {
  if (user.role === 'staff') return true;
  return user.role === ownerKind;
}

/**
 * Request rule of the photo routes: canChangePhotosOf for the owner kind in the path, as routed (the guard runs before
 * validation: a kind that is none refuses everyone but staff, who then get the schema's 400).
 */
export const canChangePhotosOfPathKind: Rule = (user, request) =>
  canChangePhotosOf(user, (request.params as Partial<PhotoParams>).ownerKind as PhotoOwnerKind);

/** Resource rule (database read): staff any record; others only the record of their own account. */
export async function isOwnPhotoRecord(options: {
  db: DbOrTx;
  user: SessionUser;
  ownerKind: PhotoOwnerKind;
  entityId: number;
}): Promise<boolean> {
  const { db, user, ownerKind, entityId } = options;
  if (user.role === 'staff') return true;
  if (!canChangePhotosOf(user, ownerKind)) return false;
  const own = ownerKind === 'teacher' ? await ownTeacherRecord(db, user.id) : await ownStudentRecord(db, user.id);
  return own?.id === entityId;
}
