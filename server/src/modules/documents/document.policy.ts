import { eq } from 'drizzle-orm';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { DbOrTx } from '../../db/client';
import { students, teachers } from '../../db/schema/index';
import type { SessionUser } from '../auth/session.service';

/**
 * Who may see the documents of an owner (§6): staff see all; a teacher sees only their own profile's;
 * a student only their own. Course and generated documents are for staff (least privilege: §6 does not
 * give them to anyone else).
 */
export async function canSeeOwnerDocuments(options: { db: DbOrTx; user: SessionUser; ownerKind: DocumentOwnerKind; entityId: number }): Promise<boolean> {
  const { db, user, ownerKind, entityId } = options;
  if (user.role === 'staff') return true;
  if (ownerKind === 'teacher' && user.role === 'teacher') {
    const [own] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, user.id));
    return own?.id === entityId;
  }
  if (ownerKind === 'student' && user.role === 'student') {
    const [own] = await db.select({ id: students.id }).from(students).where(eq(students.userId, user.id));
    return own?.id === entityId;
  }
  return false;
}
