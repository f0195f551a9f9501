import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, teachers } from '../../db/schema/index';
import { role } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with course rosters (issue 42; the specification is silent, so least privilege):
 * - staff enrol students (one by one, from a file, by copying another course's roster), remove enrolments, read and
 *   export any roster;
 * - a teacher reads the roster of a course they teach (their grade sheet), never another teacher's;
 * - a student reads the courses they are enrolled in, never anyone else's.
 * Request rules are the routes' guards; `canReadRoster` is a resource rule (it needs the course), asked by the
 * service, which throws FORBIDDEN when it refuses (decision 010).
 */

/** Enrol, copy, import, remove and export: staff. */
export const canManageRosters = role('staff');

/** Reading a course's roster: staff and teachers; which courses, canReadRoster says. */
export const canBrowseRosters = role('staff', 'teacher');

/** The signed-in student's own courses. */
export const canReadOwnCourses = role('student');

/** Whether a user is staff (the abilities of a roster's rows). */
export const managesRosters = (user: SessionUser): boolean => user.role === 'staff';

/** Resource rule: staff read every roster; a teacher only the roster of a course they teach. */
export async function canReadRoster(options: {
  db: DbOrTx;
  user: SessionUser;
  course: { id: number };
}): Promise<boolean> {
  const { db, user, course } = options;
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher') return false;
  const [taught] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(and(eq(courses.id, course.id), eq(teachers.userId, user.id)))
    .limit(1);
  return taught !== undefined;
}
