import { eq } from 'drizzle-orm';
import type { Role } from '@contracts/roles';
import type { DbOrTx } from '../../db/client';
import { students, teachers } from '../../db/schema/index';

/*
 * The teacher or student record of a user account (teachers.user_id and students.user_id are unique, so an account
 * has at most one). Policies use them to ask "is this my record?", services to answer a person's own screens. Each
 * select is written here once.
 */

export type OwnTeacherRecord = typeof teachers.$inferSelect;
export type OwnStudentRecord = typeof students.$inferSelect;
export type ProfileKind = 'teacher' | 'student';

/** The teacher record of the account, if it has one. */
export async function ownTeacherRecord(db: DbOrTx, userId: number): Promise<OwnTeacherRecord | undefined> {
  const [row] = await db.select().from(teachers).where(eq(teachers.userId, userId)).limit(1);
  return row;
}

/** The student record of the account, if it has one. */
export async function ownStudentRecord(db: DbOrTx, userId: number): Promise<OwnStudentRecord | undefined> {
  const [row] = await db.select().from(students).where(eq(students.userId, userId)).limit(1);
  return row;
}

/** Which kind of record an account of each role has: teachers and students one, staff none. */
const PROFILE_KIND_OF: Record<Role, ProfileKind | null> = { staff: null, teacher: 'teacher', student: 'student' };

export function profileKindOf(role: Role): ProfileKind | null {
  return PROFILE_KIND_OF[role];
}

/** The record of an account of its role's kind (a teacher's teacher record, a student's student record), if any. */
export async function ownProfileRecord(
  db: DbOrTx,
  user: { id: number; role: Role },
): Promise<OwnTeacherRecord | OwnStudentRecord | undefined> {
  const kind = profileKindOf(user.role);
  if (kind === 'teacher') return ownTeacherRecord(db, user.id);
  if (kind === 'student') return ownStudentRecord(db, user.id);
  return undefined;
}
