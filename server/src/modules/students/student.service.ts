import { eq } from 'drizzle-orm';
import type { ListQuery } from '@contracts/lists';
import type { Database, DbOrTx } from '../../db/client';
import { peopleSearchTexts, students } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/text-search';
import type { ListPage } from '../../lib/list-page';
import { keysetList } from '../../lib/list-sql';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord } from '../../shared/people/own-records';
import { assertOwnPhotoReference } from '../photos/photo-reference';
import { canSeeStudent } from './student.policy';
import type { StudentRow } from './student.presenter';
import { STUDENT_MESSAGES } from '@contracts/students';

export const STUDENT_NOT_FOUND = STUDENT_MESSAGES.notFound;
export const STUDENT_PROFILE_NOT_FOUND = /*i18n*/ {
  id: 'students.ownProfileNotFound',
  message: 'No hay un perfil de estudiante para esta cuenta',
};

/** Students by name or student id (contains, case-insensitive), name order; the total that match. */
export async function listStudents(options: { db: Database; query: ListQuery }): Promise<ListPage<StudentRow>> {
  const { db, query } = options;
  const where = query.q ? matchesSearch(peopleSearchTexts.studentPicker, query.q) : undefined;
  return keysetList({ db, table: students, counted: 'students', sortKey: 'fullName', where, query });
}

/** One student, for staff or for that student (student.policy.ts). */
export async function getStudent(options: { db: DbOrTx; user: SessionUser; id: number }): Promise<StudentRow> {
  const [row] = await options.db.select().from(students).where(eq(students.id, options.id));
  if (!row) throw new AppError('STUDENT_NOT_FOUND', STUDENT_NOT_FOUND);
  if (!(await canSeeStudent({ db: options.db, user: options.user, student: row })))
    throw new AppError('FORBIDDEN', STUDENT_MESSAGES.forbidden);
  return row;
}

export async function getOwnStudent(options: { db: DbOrTx; userId: number }): Promise<StudentRow> {
  const row = await ownStudentRecord(options.db, options.userId);
  if (!row) throw new AppError('STUDENT_PROFILE_NOT_FOUND', STUDENT_PROFILE_NOT_FOUND);
  return row;
}

/** The student's own profile photo (§4.3): cleared, or one of their own photo documents (photo-reference.ts). */
export async function setOwnStudentPhoto(options: {
  db: Database;
  userId: number;
  profilePhoto: string | null;
}): Promise<StudentRow> {
  return options.db.transaction(async (tx) => {
    const current = await getOwnStudent({ db: tx, userId: options.userId });
    await assertOwnPhotoReference({
      db: tx,
      ownerKind: 'student',
      entityId: current.id,
      value: options.profilePhoto,
      current: current.profilePhoto,
    });
    const [row] = await tx
      .update(students)
      .set({ profilePhoto: options.profilePhoto })
      .where(eq(students.id, current.id))
      .returning();
    await recordActivity(tx, {
      userId: options.userId,
      activity: { code: options.profilePhoto ? 'ownStudentPhotoUpdated' : 'ownStudentPhotoRemoved' },
      entityType: 'student',
      entityId: current.id,
    });
    return row!;
  });
}
