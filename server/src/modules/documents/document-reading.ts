import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unifiedDocuments } from '../../db/schema/index';
import type { DocumentRow } from './document.presenter';

/*
 * The one query of a document's download or a photo's view: the document's row. Prepared once per database (a photo
 * view is the product's most frequent request: the directory asks for a photo per teacher).
 */

const statements = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

function prepare(db: DbOrTx) {
  return db
    .select()
    .from(unifiedDocuments)
    .where(eq(unifiedDocuments.id, sql.placeholder('id')))
    .prepare('find_document_for_reading');
}

export async function findDocumentForReading(db: DbOrTx, id: number): Promise<DocumentRow | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}
