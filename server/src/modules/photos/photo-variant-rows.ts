import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PhotoSize } from '@contracts/photos';
import type { DbOrTx, Tx } from '../../db/client';
import { photoVariants } from '../../db/schema/index';
import { registerCompanionFiles } from '../documents/document-companion-files';

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
 * after the commit. Every deletion of documents calls it (registered below with the documents' module).
 */
export async function deletePhotoVariantRows(tx: Tx, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const removed = await tx
    .delete(photoVariants)
    .where(inArray(photoVariants.documentId, documentIds))
    .returning({ filename: photoVariants.filename });
  return removed.map((row) => row.filename);
}

registerCompanionFiles(deletePhotoVariantRows);

const statements = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

function prepare(db: DbOrTx) {
  return db
    .select({ filename: photoVariants.filename })
    .from(photoVariants)
    .where(
      and(eq(photoVariants.documentId, sql.placeholder('documentId')), eq(photoVariants.size, sql.placeholder('size'))),
    )
    .prepare('find_photo_variant');
}

/** The stored name of one smaller size of a photo document, or null when it has none. Prepared once per database. */
export async function photoVariantFilename(
  db: DbOrTx,
  documentId: number,
  size: Exclude<PhotoSize, 'large'>,
): Promise<string | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ documentId, size });
  return row?.filename ?? null;
}
