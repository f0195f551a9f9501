import type { DbOrTx } from '../../db/client';
import { students, teachers } from '../../db/schema/index';
import { profileKindOf } from '../../shared/people/own-records';
import type { UserRow } from './user.service';

/**
 * A teacher or student account made from user management gets its profile row at once,
 * so its own screens work; staff complete the profile later.
 */
export async function createDefaultProfile(options: { db: DbOrTx; user: UserRow }): Promise<void> {
  const { db, user } = options;
  const kind = profileKindOf(user.role);
  if (kind === 'teacher') {
    await db.insert(teachers).values({ userId: user.id, fullName: user.username, email: user.email });
  } else if (kind === 'student') {
    const studentId = `S${new Date().getFullYear()}-${String(user.id).padStart(5, '0')}`;
    await db.insert(students).values({
      userId: user.id,
      fullName: user.username,
      studentId,
      email: user.email,
      enrollmentYear: new Date().getFullYear(),
    });
  }
}
