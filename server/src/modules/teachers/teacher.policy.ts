import type { FastifyRequest } from 'fastify';
import type { TeacherAbilities } from '@contracts/teachers';
import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with teachers (§6; where the specification is silent, least privilege). Each route of
 * teacher.routes.ts attaches one of these rules as its guard (`preHandler: authorize(rule)`, decision 010):
 * - staff: every teacher, every field;
 * - a teacher: reads and edits only their own record through /api/teacher/profile, never the locked fields
 *   (the self-edit schema has none of them);
 * - anyone signed in: the public view (no bank data, no birthdate) and the document count.
 * A teacher's documents are the documents policy's (documents/document.policy.ts).
 */

/** The staff screens: list, read, create, edit, set the photo of and delete any teacher. */
export const canManageTeachers = role('staff');

/** The directory (Trombinoscopio), a teacher's public view and document count. */
export const canBrowseTeachers = signedIn;

/** The signed-in teacher's own record: read it, and edit its unlocked fields. */
export const canEditOwnTeacherProfile = role('teacher');

/**
 * What the caller may do with any teacher of the staff screens (their `can`): `edit` and `delete` are the request
 * rule canManageTeachers (the guard of PUT and DELETE), which depends on the caller alone, so one answer serves a
 * whole list.
 */
export async function teacherAbilities(options: {
  db: DbOrTx;
  user: SessionUser;
  request: FastifyRequest;
}): Promise<TeacherAbilities> {
  const manage = canManageTeachers(options.user, options.request);
  return { edit: manage, delete: manage };
}
