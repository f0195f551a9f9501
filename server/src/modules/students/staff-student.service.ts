import { eq, sql } from 'drizzle-orm';
import { STUDENT_MESSAGES, type CreateStudent, type UpdateStudent } from '@contracts/students';
import type { ListQuery } from '@contracts/lists';
import type { Database, DbOrTx } from '../../db/client';
import { peopleSearchTexts, students, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/text-search';
import type { ListPage } from '../../lib/list-page';
import { keysetList } from '../../lib/list-sql';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { removeRecipientAwards } from '../badges/user-badge.service';
import { deleteDocumentOwner, type OwnerDeletion } from '../documents/delete-document-owner';
import { ownStudentRecord } from '../../shared/people/own-records';
import { createUser, findUserByEmail, freeUsername } from '../users/user.service';
import { studentColumns } from './student-columns';
import { presentStudent, type StudentRow } from './student.presenter';
import { STUDENT_PROFILE_NOT_FOUND } from './student.service';

/** Staff search: name, student id or email contain the text (trigram index students_search_trgm_idx). */
export async function listStaffStudents(options: { db: Database; query: ListQuery }): Promise<ListPage<StudentRow>> {
  const { db, query } = options;
  const where = query.q ? matchesSearch(peopleSearchTexts.studentStaff, query.q) : undefined;
  return keysetList({ db, table: students, counted: 'students', sortKey: 'fullName', where, query });
}

export async function getStaffStudent(options: { db: DbOrTx; id: number }): Promise<StudentRow> {
  const [row] = await options.db.select().from(students).where(eq(students.id, options.id));
  if (!row) throw new AppError('STUDENT_NOT_FOUND', STUDENT_MESSAGES.notFound);
  return row;
}

async function assertStudentIdFree(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: students.id })
    .from(students)
    .where(sql`lower(${students.studentId}) = ${code.toLowerCase()}`);
  if (clash && clash.id !== exceptId)
    throw new AppError('STUDENT_ID_TAKEN', STUDENT_MESSAGES.studentIdTaken, undefined, { code });
}

/** A unique index lost to a concurrent request answers the same 409 as a clash found before. */
function takenOnRace(code: string) {
  return (error: unknown): never => {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause.code === '23505' && cause.constraint?.startsWith('students_student_id'))
      throw new AppError('STUDENT_ID_TAKEN', STUDENT_MESSAGES.studentIdTaken, undefined, { code });
    throw error;
  };
}

/** The student and their account (role student) in one transaction; a taken email or student id is a 409. */
export async function createStudent(options: {
  db: Database;
  actorId: number;
  input: CreateStudent;
}): Promise<StudentRow> {
  const { db, input } = options;
  return db
    .transaction(async (tx) => {
      if (await findUserByEmail({ db: tx, email: input.email }))
        throw new AppError('EMAIL_TAKEN', STUDENT_MESSAGES.emailTaken);
      await assertStudentIdFree(tx, input.student_id);
      const user = await createUser({
        db: tx,
        input: {
          email: input.email,
          password: input.password,
          username: await freeUsername(tx, input.email),
          role: 'student',
        },
      });
      const [row] = await tx
        .insert(students)
        .values({ ...studentColumns(input), userId: user.id, email: user.email })
        .returning();
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code: 'studentCreated', params: { name: row!.fullName } },
        entityType: 'student',
        entityId: row!.id,
        changes: changesBetween({}, presentStudent(row!)),
      });
      return row!;
    })
    .catch(takenOnRace(input.student_id));
}

/**
 * Staff edit: program, enrollment year, upload permission, the active flag (enrolment, not account access: that is
 * user management's disable) and the identity fields.
 */
export async function updateStudent(options: {
  db: Database;
  actorId: number;
  id: number;
  input: UpdateStudent;
}): Promise<StudentRow> {
  const { db, id, input } = options;
  return db
    .transaction(async (tx) => {
      const current = await getStaffStudent({ db: tx, id });
      await assertStudentIdFree(tx, input.student_id, id);
      const [row] = await tx.update(students).set(studentColumns(input)).where(eq(students.id, id)).returning();
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code: 'studentUpdated', params: { name: row!.fullName } },
        entityType: 'student',
        entityId: id,
        changes: changesBetween(presentStudent(current), presentStudent(row!)),
      });
      return row!;
    })
    .catch(takenOnRace(input.student_id));
}

/** The student, their account and sessions, grades, badges and documents (rows and counters, then the files). */
export async function deleteStudent(options: OwnerDeletion): Promise<void> {
  await deleteDocumentOwner({
    ...options,
    ownerKind: 'student',
    load: (tx) => getStaffStudent({ db: tx, id: options.id }),
    remove: async (tx, student) => {
      await removeRecipientAwards({ tx, userType: 'student', userId: student.id });
      await tx.delete(students).where(eq(students.id, student.id));
      await tx.delete(users).where(eq(users.id, student.userId));
      return [];
    },
    nameOf: (student) => student.fullName,
    present: presentStudent,
  });
}

/** The student's own change: their phone (the photo has its own call). */
export async function updateOwnStudent(options: {
  db: Database;
  userId: number;
  phone: string | null;
}): Promise<StudentRow> {
  return options.db.transaction(async (tx) => {
    const current = await ownStudentRecord(tx, options.userId);
    if (!current) throw new AppError('STUDENT_PROFILE_NOT_FOUND', STUDENT_PROFILE_NOT_FOUND);
    const [row] = await tx
      .update(students)
      .set({ phone: options.phone })
      .where(eq(students.id, current.id))
      .returning();
    await recordActivity(tx, {
      userId: options.userId,
      activity: { code: 'ownStudentProfileUpdated' },
      entityType: 'student',
      entityId: current.id,
      changes: changesBetween(presentStudent(current), presentStudent(row!)),
    });
    return row!;
  });
}
