import type { FastifyRequest } from 'fastify';
import type { CourseAbilities } from '@contracts/courses';
import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { gradeRulesFor } from '../grades/grade.policy';

/*
 * Who may do what with courses (§6): the catalogue is open to every signed-in user; writing courses is staff
 * work. Each route of course.routes.ts attaches one of these rules as its guard (`preHandler: authorize(rule)`,
 * decision 010). A course's documents are the documents policy's; the teacher suggestions are staff work.
 */

/** The course list and one course. */
export const canBrowseCourses = signedIn;

/** Create, edit and delete courses; the teacher suggestions of the picker. */
export const canManageCourses = role('staff');

/**
 * Each course's `can` in an answer: `edit` and `delete` the request rule canManageCourses (the guard of PUT and
 * DELETE), asked once; `grade` the grades policy's canGradeInCourse, with what it reads loaded once for the list.
 */
export async function courseRulesFor(options: { db: DbOrTx; user: SessionUser; request: FastifyRequest }) {
  const manage = canManageCourses(options.user, options.request);
  const grading = await gradeRulesFor(options);
  return {
    can: (course: { teacherId: number | null }): CourseAbilities => ({
      edit: manage,
      delete: manage,
      grade: grading.gradesIn(course),
    }),
  };
}
