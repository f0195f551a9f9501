import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { buildPhotoUrl } from '@contracts/photos';
import type { DbOrTx } from '../../db/client';
import { students, teachers, unifiedDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import { applyDocumentCounters } from '../documents/document-statistics.service';
import { insertPhotoVariantRows } from './photo-variant-rows';
import { discardPhotoSizes, publishPhotoSizes, writePhotoSizes } from './photo-files';
import { renderPhotoSizes } from './photo-sizes';

/*
 * Photos stored before photos were processed at upload (decision 021) get their sizes here: the one-off start-up job
 * and the demo seed. Each photo is one transaction: its row then names the new large file, its smaller sizes have
 * rows, its owner's URL gets a new version (so no browser keeps the old bytes), and the original file goes after the
 * commit. Interrupted anywhere, a photo is either processed or untouched (new files without a row are swept at
 * start-up), and the next run goes on with those left.
 */

const PROCESSED_TYPE = 'image/webp';
const BATCH = 50;

export type PhotoProcessingResult = 'processed' | 'skipped' | 'unreadable';

async function readWhole(storage: FileStorage, filename: string): Promise<Buffer> {
  const { stream } = await storage.open(filename);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Gives one unprocessed photo document its sizes; a photo already processed, gone or unreadable is left as it is. */
export async function processStoredPhoto(options: {
  db: DbOrTx;
  storage: FileStorage;
  documentId: number;
}): Promise<PhotoProcessingResult> {
  const { db, storage, documentId } = options;
  const [before] = await db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, documentId));
  if (!before || !before.isProfilePhoto || before.fileType === PROCESSED_TYPE) return 'skipped';
  let renditions;
  try {
    // The start-up job waits its turn among the uploads' renders, however long.
    renditions = await renderPhotoSizes(await readWhole(storage, before.filename), { patient: true });
  } catch (error) {
    if (error instanceof AppError || (error as NodeJS.ErrnoException).code === 'ENOENT') return 'unreadable';
    throw error;
  }
  const files = await writePhotoSizes(storage, renditions);
  let publishing = false;
  try {
    const replaced = await db.transaction(async (tx) => {
      await holdFileRemovalLock(tx);
      const [current] = await tx
        .select()
        .from(unifiedDocuments)
        .where(eq(unifiedDocuments.id, documentId))
        .for('update');
      // Changed or removed meanwhile (a new photo, a delete): nothing to do.
      if (!current || current.filename !== before.filename) return null;
      const large = files.large;
      const [updated] = await tx
        .update(unifiedDocuments)
        .set({
          filename: large.storedName,
          path: large.storedName,
          fileType: large.mimeType,
          fileSize: large.size,
          originalName: large.originalName,
        })
        .where(eq(unifiedDocuments.id, documentId))
        .returning();
      await applyDocumentCounters(tx, [current], -1);
      await applyDocumentCounters(tx, [updated!], 1);
      await insertPhotoVariantRows(tx, documentId, files.variants);
      await renewOwnerPhotoUrl(tx, current);
      publishing = true;
      await publishPhotoSizes(storage, files);
      return current.filename;
    });
    if (replaced === null) {
      await discardPhotoSizes(storage, files, false);
      return 'skipped';
    }
    await storage.remove(replaced).catch(() => undefined);
    return 'processed';
  } catch (error) {
    await discardPhotoSizes(storage, files, publishing);
    throw error;
  }
}

/** The owner's profile_photo, when it names this document, gets a new version: the old URL's cached bytes are not the new ones. */
async function renewOwnerPhotoUrl(
  tx: DbOrTx,
  document: { id: number; documentType: string; entityId: number },
): Promise<void> {
  const owner =
    document.documentType === 'teacher' ? teachers : document.documentType === 'student' ? students : undefined;
  if (!owner) return;
  const namesThisPhoto = sql`${owner.profilePhoto} ~ ${`^/api/(document-direct|documents)/${document.id}([/?]|$)`}`;
  await tx
    .update(owner)
    .set({ profilePhoto: buildPhotoUrl(document.id) })
    .where(and(eq(owner.id, document.entityId), namesThisPhoto));
}

/**
 * The start-up job: processes every photo not processed yet, in id order, a batch at a time; answers how many of
 * each result. Several servers running it at once each take the photo's row lock in turn and skip what is done.
 */
export async function processExistingPhotos(options: {
  db: DbOrTx;
  storage: FileStorage;
  log?: (line: string) => void;
}): Promise<Record<PhotoProcessingResult, number>> {
  const counts: Record<PhotoProcessingResult, number> = { processed: 0, skipped: 0, unreadable: 0 };
  let after = 0;
  for (;;) {
    const batch = await options.db
      .select({ id: unifiedDocuments.id })
      .from(unifiedDocuments)
      .where(
        and(
          eq(unifiedDocuments.isProfilePhoto, true),
          ne(unifiedDocuments.fileType, PROCESSED_TYPE),
          gt(unifiedDocuments.id, after),
        ),
      )
      .orderBy(asc(unifiedDocuments.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      counts[await processStoredPhoto({ db: options.db, storage: options.storage, documentId: id })] += 1;
      after = id;
    }
  }
  if (counts.processed + counts.unreadable > 0) {
    options.log?.(
      `Photos given their sizes: ${counts.processed}; photos that could not be decoded, left as they were: ${counts.unreadable}.`,
    );
  }
  return counts;
}
