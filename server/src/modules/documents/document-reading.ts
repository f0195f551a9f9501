import { and, eq, sql } from 'drizzle-orm';
import type { PhotoSize } from '@contracts/photos';
import type { DbOrTx } from '../../db/client';
import { photoVariants, unifiedDocuments } from '../../db/schema/index';
import type { DocumentRow } from './document.presenter';

/*
 * The one query of a document's download or a photo's view: the document, and the stored name of the asked size when
 * it is a processed photo's smaller size. Prepared once per database (a photo view is the product's most frequent
 * request: the directory asks for a photo per teacher).
 */

const statements = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

function prepare(db: DbOrTx) {
  return db
    .select({ document: unifiedDocuments, variantFilename: photoVariants.filename })
    .from(unifiedDocuments)
    .leftJoin(
      photoVariants,
      and(eq(photoVariants.documentId, unifiedDocuments.id), eq(photoVariants.size, sql.placeholder('size'))),
    )
    .where(eq(unifiedDocuments.id, sql.placeholder('id')))
    .prepare('find_document_for_reading');
}

export async function findDocumentForReading(
  db: DbOrTx,
  id: number,
  size: PhotoSize,
): Promise<{ document: DocumentRow; variantFilename: string | null } | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ id, size });
  return row;
}
