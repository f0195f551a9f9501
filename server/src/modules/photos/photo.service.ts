import { and, eq } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import { ACCEPTED_PHOTO_EXTENSIONS } from '@contracts/catalogues/documents';
import { PHOTO_MAX_BYTES } from '@contracts/constants';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import { buildPhotoUrl, PHOTO_MESSAGES, photoDocumentIdOf, type PhotoOwnerKind } from '@contracts/photos';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { students, teachers, unifiedDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import { recordActivity } from '../activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { applyDocumentCounters } from '../documents/document-statistics.service';
import { insertDocumentRow } from '../documents/document-rows';
import type { DocumentRow } from '../documents/document.presenter';
import { ownerExists } from '../documents/entity.service';
import { receiveUpload, type ReceivedFile } from '../documents/multipart-upload';
import { STUDENT_NOT_FOUND } from '../students/student.service';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import { isOwnPhotoRecord } from './photo.policy';

/*
 * A profile photo (§4.3) changes in one transaction: the new photo document (row, counters, yearly counter),
 * the owner's profile_photo, the removal of the previous photo document (row and counters) and the activity,
 * with the new file published as the transaction's last step (decision 005). The previous file is removed
 * after the commit. A refusal or a failure leaves no new file, no new row, and the old photo as it was.
 */

export interface PhotoOwner {
  ownerKind: PhotoOwnerKind;
  entityId: number;
}

export interface PhotoChange {
  profilePhoto: string | null;
  document: DocumentRow | null;
  removedDocumentId: number | null;
}

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1_000_000;

function notFound(ownerKind: PhotoOwnerKind): AppError {
  return ownerKind === 'teacher' ? new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND) : new AppError('STUDENT_NOT_FOUND', STUDENT_NOT_FOUND);
}

/** 403 unless the record is one the user may change (photo.policy.ts), then 404 for a record that does not exist. */
async function assertMayChange(options: { db: DbOrTx; user: SessionUser } & PhotoOwner): Promise<void> {
  if (!(await isOwnPhotoRecord(options))) throw new AppError('FORBIDDEN', PHOTO_MESSAGES.forbidden);
  if (!(await ownerExists(options.db, options.ownerKind, options.entityId))) throw notFound(options.ownerKind);
}

/**
 * Receives the one image of the request through the documents' upload (extension and real content checked,
 * encrypted to a temporary name), with the photo's limits and messages: JPG, JPEG or PNG, at most
 * PHOTO_MAX_BYTES (the caller's multipart limit stops the stream there). The caller publishes or discards it.
 */
async function receivePhoto(parts: AsyncIterableIterator<Multipart>, storage: FileStorage): Promise<ReceivedFile> {
  let file: ReceivedFile | undefined;
  try {
    ({ file } = await receiveUpload(parts, storage));
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_TYPE_REFUSED') throw new AppError('FILE_TYPE_REFUSED', DOCUMENT_MESSAGES.photoExtensionRefused);
    if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge(PHOTO_MAX_MB));
    throw error;
  }
  if (!file) throw new AppError('FILE_REQUIRED', DOCUMENT_MESSAGES.fileRequired);
  if (!(ACCEPTED_PHOTO_EXTENSIONS as readonly string[]).includes(file.extension) || file.size > PHOTO_MAX_BYTES) {
    await storage.discardTemporary(file.storedName);
    if (file.size > PHOTO_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge(PHOTO_MAX_MB));
    throw new AppError('FILE_TYPE_REFUSED', DOCUMENT_MESSAGES.photoExtensionRefused);
  }
  return file;
}

/** The owner's current profile_photo, its row locked until the transaction ends (changes of one owner queue). */
async function lockOwner(tx: Tx, { ownerKind, entityId }: PhotoOwner): Promise<string | null> {
  const [row] =
    ownerKind === 'teacher'
      ? await tx.select({ profilePhoto: teachers.profilePhoto }).from(teachers).where(eq(teachers.id, entityId)).for('update')
      : await tx.select({ profilePhoto: students.profilePhoto }).from(students).where(eq(students.id, entityId)).for('update');
  // Checked before the upload was read; gone now means deleted meanwhile.
  if (!row) throw notFound(ownerKind);
  return row.profilePhoto;
}

async function writeOwnerPhoto(tx: Tx, { ownerKind, entityId }: PhotoOwner, profilePhoto: string | null): Promise<void> {
  if (ownerKind === 'teacher') await tx.update(teachers).set({ profilePhoto }).where(eq(teachers.id, entityId));
  else await tx.update(students).set({ profilePhoto }).where(eq(students.id, entityId));
}

/**
 * Removes the photo document a profile_photo value names (row and counters), when it is a profile photo of this
 * owner: a value naming another owner's or a non-photo document is only cleared, never followed.
 */
async function removePhotoDocument(tx: Tx, owner: PhotoOwner, profilePhoto: string | null): Promise<DocumentRow | null> {
  const id = photoDocumentIdOf(profilePhoto);
  if (id === null) return null;
  const [removed] = await tx
    .delete(unifiedDocuments)
    .where(
      and(
        eq(unifiedDocuments.id, id),
        eq(unifiedDocuments.documentType, owner.ownerKind),
        eq(unifiedDocuments.entityId, owner.entityId),
        eq(unifiedDocuments.isProfilePhoto, true),
      ),
    )
    .returning();
  if (!removed) return null;
  await applyDocumentCounters(tx, [removed], -1);
  return removed;
}

/** Removes a replaced photo's file once its row is gone; a failure leaves an orphan the start-up sweep removes. */
async function removeFileAfterCommit(storage: FileStorage, removed: DocumentRow | null): Promise<void> {
  if (removed) await storage.remove(removed.filename).catch(() => undefined);
}

/**
 * PUT /api/photos/{ownerKind}/{entityId}: the request's image becomes the owner's photo. `parts` is undefined
 * when the request is not multipart.
 */
export async function replacePhoto(
  options: { db: Database; storage: FileStorage; user: SessionUser; parts: AsyncIterableIterator<Multipart> | undefined } & PhotoOwner,
): Promise<PhotoChange> {
  const { db, storage, user } = options;
  const owner: PhotoOwner = { ownerKind: options.ownerKind, entityId: options.entityId };
  // Before a byte of the upload is read: a refused request writes nothing.
  await assertMayChange({ db, user, ...owner });
  if (!options.parts) throw new AppError('FILE_REQUIRED', DOCUMENT_MESSAGES.fileRequired);
  const file = await receivePhoto(options.parts, storage);
  let published = false;
  try {
    const change = await db.transaction(async (tx) => {
      await holdFileRemovalLock(tx);
      const previous = await lockOwner(tx, owner);
      const document = await insertDocumentRow(tx, { file, ...owner, tag: 'otro', isProfilePhoto: true, visibility: 'public', uploadedBy: user.id });
      const removed = await removePhotoDocument(tx, owner, previous);
      const profilePhoto = buildPhotoUrl(document.id);
      await writeOwnerPhoto(tx, owner, profilePhoto);
      await recordActivity(tx, { userId: user.id, activity: `Updated ${owner.ownerKind} photo`, entityType: owner.ownerKind, entityId: owner.entityId });
      await storage.publish(file.storedName);
      published = true;
      return { profilePhoto, document, removed };
    });
    await removeFileAfterCommit(storage, change.removed);
    return { profilePhoto: change.profilePhoto, document: change.document, removedDocumentId: change.removed?.id ?? null };
  } catch (error) {
    await storage.discardTemporary(file.storedName);
    // The rename happened but the commit failed: the file has no row, so it goes too.
    if (published) await storage.remove(file.storedName);
    throw error;
  }
}

/** DELETE /api/photos/{ownerKind}/{entityId}: the owner has no photo any more, and its document is removed. */
export async function clearPhoto(options: { db: Database; storage: FileStorage; user: SessionUser } & PhotoOwner): Promise<PhotoChange> {
  const { db, storage, user } = options;
  const owner: PhotoOwner = { ownerKind: options.ownerKind, entityId: options.entityId };
  await assertMayChange({ db, user, ...owner });
  const removed = await db.transaction(async (tx) => {
    await holdFileRemovalLock(tx);
    const previous = await lockOwner(tx, owner);
    if (previous === null) return null;
    const document = await removePhotoDocument(tx, owner, previous);
    await writeOwnerPhoto(tx, owner, null);
    await recordActivity(tx, { userId: user.id, activity: `Removed ${owner.ownerKind} photo`, entityType: owner.ownerKind, entityId: owner.entityId });
    return document;
  });
  await removeFileAfterCommit(storage, removed);
  return { profilePhoto: null, document: null, removedDocumentId: removed?.id ?? null };
}
