import { ownStudentRecord, ownTeacherRecord } from '../src/shared/people/own-records';
import type { TestContext, TestUser } from './build-app';

/** The id of the teacher record of a user signed in as a teacher (signInAs makes the record). */
export async function teacherIdOf(context: TestContext, user: TestUser): Promise<number> {
  const record = await ownTeacherRecord(context.db, user.id);
  if (!record) throw new Error(`user ${user.id} has no teacher record`);
  return record.id;
}

/** The id of the student record of a user signed in as a student (signInAs makes the record). */
export async function studentIdOf(context: TestContext, user: TestUser): Promise<number> {
  const record = await ownStudentRecord(context.db, user.id);
  if (!record) throw new Error(`user ${user.id} has no student record`);
  return record.id;
}
