import { eq } from 'drizzle-orm';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { DbOrTx } from '../../db/client';
import { courses, students, teachers } from '../../db/schema/index';

/** Whether the owner of a document exists. Generated documents have no owner row. */
export async function ownerExists(db: DbOrTx, kind: DocumentOwnerKind, entityId: number): Promise<boolean> {
  const table = kind === 'teacher' ? teachers : kind === 'course' ? courses : kind === 'student' ? students : undefined;
  if (!table) return true;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, entityId)).limit(1);
  return row !== undefined;
}
