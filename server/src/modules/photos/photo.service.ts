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
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { applyDocumentCounters } from '../documents/document-statistics.service';
import { insertDocumentRow } from '../documents/document-rows';
import { ownerExists } from '../../shared/uploads/upload-owner';
import { receiveUpload, type UploadRules } from '../../shared/uploads/multipart-upload';
import { deletePhotoVariantRows, insertPhotoVariantRows } from './photo-variant-rows';
import { createMemoryUploads } from '../../storage/memory-uploads';
import { discardPhotoSizes, publishPhotoSizes, writePhotoSizes, type PhotoSizeFiles } from './photo-files';
import { renderPhotoSizes } from './photo-sizes';
import { STUDENT_NOT_FOUND } from '../students/student.service';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import { isOwnPhotoRecord } from './photo.policy';

type DocumentRow = typeof unifiedDocuments.$inferSelect;

/*
 * A profile photo (§4.3) changes in one transaction: the new photo document (row, counters, yearly counter) and the
 * rows of its smaller sizes, the owner's profile_photo, the removal of the previous photo document (rows and
 * counters) and the activity, with the new files published as the transaction's last step (decision 005). The photo is
 * processed before any of it (decision 021). The previous files are removed after the commit. A refusal or a failure
 * leaves no new file, no new row, and the old photo as it was.
 */

export interface PhotoOwner {
  ownerKind: PhotoOwnerKind;
  entityId: number;
}

interface RemovedPhoto {
  document: DocumentRow;
  /** Its own file and its smaller sizes' files, removed after the commit. */
  fileNames: string[];
}

export interface PhotoChange {
  profilePhoto: string | null;
  document: DocumentRow | null;
  removedDocumentId: number | null;
}

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1_000_000;

function notFound(ownerKind: PhotoOwnerKind): AppError {
  return ownerKind === 'teacher'
    ? new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND)
    : new AppError('STUDENT_NOT_FOUND', STUDENT_NOT_FOUND);
}

/** 403 unless the record is one the user may change (photo.policy.ts), then 404 for a record that does not exist. */
async function assertMayChange(options: { db: DbOrTx; user: SessionUser } & PhotoOwner): Promise<void> {
  if (!(await isOwnPhotoRecord(options))) throw new AppError('FORBIDDEN', PHOTO_MESSAGES.forbidden);
  if (!(await ownerExists(options.db, options.ownerKind, options.entityId))) throw notFound(options.ownerKind);
}

/** The photo's upload rules: JPG, JPEG or PNG (content checked), at most PHOTO_MAX_BYTES, in the photo's words. */
const PHOTO_UPLOAD_RULES: UploadRules = {
  extensions: ACCEPTED_PHOTO_EXTENSIONS,
  maxBytes: PHOTO_MAX_BYTES,
  typeRefused: { code: 'FILE_TYPE_REFUSED', message: DOCUMENT_MESSAGES.photoExtensionRefused },
  contentMismatch: { code: 'FILE_CONTENT_MISMATCH', message: DOCUMENT_MESSAGES.contentMismatch },
  tooLarge: { text: DOCUMENT_MESSAGES.tooLarge, values: { megabytes: PHOTO_MAX_MB } },
};

/**
 * Receives the one image of the request in memory (the caller's multipart limit stops the stream at
 * PHOTO_MAX_BYTES), renders its sizes (photo-sizes.ts) and writes them encrypted under temporary names: the
 * original, with its metadata, never reaches the disk (decision 021). The caller publishes or discards them.
 */
async function receivePhoto(parts: AsyncIterableIterator<Multipart>, storage: FileStorage): Promise<PhotoSizeFiles> {
  const memory = createMemoryUploads();
  const { file } = await receiveUpload(parts, memory, PHOTO_UPLOAD_RULES);
  if (!file) throw new AppError('FILE_REQUIRED', DOCUMENT_MESSAGES.fileRequired);
  const renditions = await renderPhotoSizes(memory.take(file.storedName));
  return writePhotoSizes(storage, renditions);
}

/** The owner's current profile_photo, its row locked until the transaction ends (changes of one owner queue). */
async function lockOwner(tx: Tx, { ownerKind, entityId }: PhotoOwner): Promise<string | null> {
  const [row] =
    ownerKind === 'teacher'
      ? await tx
          .select({ profilePhoto: teachers.profilePhoto })
          .from(teachers)
          .where(eq(teachers.id, entityId))
          .for('update')
      : await tx
          .select({ profilePhoto: students.profilePhoto })
          .from(students)
          .where(eq(students.id, entityId))
          .for('update');
  // Checked before the upload was read; gone now means deleted meanwhile.
  if (!row) throw notFound(ownerKind);
  return row.profilePhoto;
}

async function writeOwnerPhoto(
  tx: Tx,
  { ownerKind, entityId }: PhotoOwner,
  profilePhoto: string | null,
): Promise<void> {
  if (ownerKind === 'teacher') await tx.update(teachers).set({ profilePhoto }).where(eq(teachers.id, entityId));
  else await tx.update(students).set({ profilePhoto }).where(eq(students.id, entityId));
}

/**
 * Removes the photo document a profile_photo value names (row and counters), when it is a profile photo of this
 * owner: a value naming another owner's or a non-photo document is only cleared, never followed.
 */
async function removePhotoDocument(
  tx: Tx,
  owner: PhotoOwner,
  profilePhoto: string | null,
): Promise<RemovedPhoto | null> {
  const id = photoDocumentIdOf(profilePhoto);
  if (id === null) return null;
  const ofThisOwner = and(
    eq(unifiedDocuments.id, id),
    eq(unifiedDocuments.documentType, owner.ownerKind),
    eq(unifiedDocuments.entityId, owner.entityId),
    eq(unifiedDocuments.isProfilePhoto, true),
  );
  const [photo] = await tx.select({ id: unifiedDocuments.id }).from(unifiedDocuments).where(ofThisOwner);
  if (!photo) return null;
  const variantNames = await deletePhotoVariantRows(tx, [photo.id]);
  const [removed] = await tx.delete(unifiedDocuments).where(ofThisOwner).returning();
  await applyDocumentCounters(tx, [removed!], -1);
  return { document: removed!, fileNames: [removed!.filename, ...variantNames] };
}

/** Removes a replaced photo's files once its rows are gone; a failure leaves orphans the start-up sweep removes. */
async function removeFilesAfterCommit(storage: FileStorage, removed: RemovedPhoto | null): Promise<void> {
  if (removed) await Promise.all(removed.fileNames.map((name) => storage.remove(name).catch(() => undefined)));
}

/**
 * PUT /api/photos/{ownerKind}/{entityId}: the request's image becomes the owner's photo. `parts` is undefined
 * when the request is not multipart.
 */
export async function replacePhoto(
  options: {
    db: Database;
    storage: FileStorage;
    user: SessionUser;
    parts: AsyncIterableIterator<Multipart> | undefined;
  } & PhotoOwner,
): Promise<PhotoChange> {
  const { db, storage, user } = options;
  const owner: PhotoOwner = { ownerKind: options.ownerKind, entityId: options.entityId };
  // Before a byte of the upload is read: a refused request writes nothing.
  await assertMayChange({ db, user, ...owner });
  if (!options.parts) throw new AppError('FILE_REQUIRED', DOCUMENT_MESSAGES.fileRequired);
  const files = await receivePhoto(options.parts, storage);
  let publishing = false;
  try {
    const change = await db.transaction(async (tx) => {
      await holdFileRemovalLock(tx);
      const previous = await lockOwner(tx, owner);
      const document = await insertDocumentRow(tx, {
        file: files.large,
        ...owner,
        tag: 'otro',
        isProfilePhoto: true,
        visibility: 'public',
        uploadedBy: user.id,
      });
      await insertPhotoVariantRows(tx, document.id, files.variants);
      const removed = await removePhotoDocument(tx, owner, previous);
      const profilePhoto = buildPhotoUrl(document.id);
      await writeOwnerPhoto(tx, owner, profilePhoto);
      await recordActivity(tx, {
        userId: user.id,
        activity: { code: 'photoUpdated', params: { kind: owner.ownerKind } },
        entityType: owner.ownerKind,
        entityId: owner.entityId,
      });
      publishing = true;
      await publishPhotoSizes(storage, files);
      return { profilePhoto, document, removed };
    });
    await removeFilesAfterCommit(storage, change.removed);
    return {
      profilePhoto: change.profilePhoto,
      document: change.document,
      removedDocumentId: change.removed?.document.id ?? null,
    };
  } catch (error) {
    // Publishing began but the commit failed: the files have no row, so they go too.
    await discardPhotoSizes(storage, files, publishing);
    throw error;
  }
}

/** DELETE /api/photos/{ownerKind}/{entityId}: the owner has no photo any more, and its document is removed. */
export async function clearPhoto(
  options: { db: Database; storage: FileStorage; user: SessionUser } & PhotoOwner,
): Promise<PhotoChange> {
  const { db, storage, user } = options;
  const owner: PhotoOwner = { ownerKind: options.ownerKind, entityId: options.entityId };
  await assertMayChange({ db, user, ...owner });
  const removed = await db.transaction(async (tx) => {
    await holdFileRemovalLock(tx);
    const previous = await lockOwner(tx, owner);
    if (previous === null) return null;
    const removedPhoto = await removePhotoDocument(tx, owner, previous);
    await writeOwnerPhoto(tx, owner, null);
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'photoRemoved', params: { kind: owner.ownerKind } },
      entityType: owner.ownerKind,
      entityId: owner.entityId,
    });
    return removedPhoto;
  });
  await removeFilesAfterCommit(storage, removed);
  return { profilePhoto: null, document: null, removedDocumentId: removed?.document.id ?? null };
}
