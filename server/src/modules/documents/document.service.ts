import { and, desc, eq } from 'drizzle-orm';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { DbOrTx } from '../../db/client';
import { teachers, unifiedDocuments } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/app-error';
import type { SessionUser } from '../auth/session.service';
import { canSeeOwnerDocuments } from './document.policy';
import type { DocumentRow } from './document.presenter';

export async function listOwnerDocuments(options: { db: DbOrTx; user: SessionUser; ownerKind: DocumentOwnerKind; entityId: number }): Promise<DocumentRow[]> {
  if (!(await canSeeOwnerDocuments(options))) {
    throw forbidden(`La entidad con ID ${options.entityId} no existe o no tienes permisos para acceder a ella`);
  }
  return options.db
    .select()
    .from(unifiedDocuments)
    .where(and(eq(unifiedDocuments.documentType, options.ownerKind), eq(unifiedDocuments.entityId, options.entityId)))
    .orderBy(desc(unifiedDocuments.createdAt), desc(unifiedDocuments.id));
}

export async function teacherIdByCode(options: { db: DbOrTx; code: string }): Promise<number> {
  const [row] = await options.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.teacherCode, options.code));
  if (!row) throw notFound(`No existe un profesor con el código ${options.code}`);
  return row.id;
}

export async function ownTeacherId(options: { db: DbOrTx; userId: number }): Promise<number> {
  const [row] = await options.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, options.userId));
  if (!row) throw notFound('No hay un perfil de profesor para esta cuenta');
  return row.id;
}
