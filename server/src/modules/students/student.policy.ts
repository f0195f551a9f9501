import type { FastifyRequest } from 'fastify';
import type { StudentAbilities } from '@contracts/students';
import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with students (§6; where the specification is silent, least privilege: student records are
 * not open to teachers or other students). Request rules are the guards of student.routes.ts
 * (`preHandler: authorize(rule)`); the resource rule `canSeeStudent` needs the loaded record, so the service
 * calls it and throws FORBIDDEN when it refuses (decision 010). A student's documents are the documents policy's.
 */

/** The staff list of students. */
export const canListStudents = role('staff');

/** Student management: create, edit (upload permission included) and delete students. */
export const canManageStudents = role('staff');

/** One student by id: any signed-in user reaches the service, which asks `canSeeStudent`. */
export const canAskForStudent = signedIn;

/** The signed-in student's own record: read it and set its profile photo, the only field a student writes. */
export const canManageOwnStudentRecord = role('student');

/** Resource rule: staff, or the student themself. */
export async function canSeeStudent(options: {
  db: DbOrTx;
  user: SessionUser;
  student: { userId: number };
}): Promise<boolean> {
  return options.user.role === 'staff' || options.student.userId === options.user.id;
}

/**
 * What the caller may do with any student of the staff screens (their `can`): `edit` and `delete` are the request
 * rule canManageStudents (the guard of PUT and DELETE), which depends on the caller alone, so one answer serves a
 * whole list.
 */
export async function studentAbilities(options: {
  db: DbOrTx;
  user: SessionUser;
  request: FastifyRequest;
}): Promise<StudentAbilities> {
  const manage = canManageStudents(options.user, options.request);
  return { edit: manage, delete: manage };
}
