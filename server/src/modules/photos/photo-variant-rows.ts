import { inArray } from 'drizzle-orm';
import type { PhotoSize } from '@contracts/photos';
import type { Tx } from '../../db/client';
import { photoVariants } from '../../db/schema/index';

/** A stored smaller size of a photo document: its encrypted file and that file's plaintext size. */
export interface PhotoVariantFile {
  size: Exclude<PhotoSize, 'large'>;
  storedName: string;
  bytes: number;
}

export async function insertPhotoVariantRows(tx: Tx, documentId: number, variants: PhotoVariantFile[]): Promise<void> {
  if (variants.length === 0) return;
  await tx.insert(photoVariants).values(
    variants.map((variant) => ({
      documentId,
      size: variant.size,
      filename: variant.storedName,
      fileSize: variant.bytes,
    })),
  );
}

/**
 * Deletes the smaller sizes' rows of these documents, in the caller's transaction, before the documents themselves
 * go (the foreign key would remove the rows too, but not tell which files): answers the stored names to remove
 * after the commit.
 */
export async function deletePhotoVariantRows(tx: Tx, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const removed = await tx
    .delete(photoVariants)
    .where(inArray(photoVariants.documentId, documentIds))
    .returning({ filename: photoVariants.filename });
  return removed.map((row) => row.filename);
}
