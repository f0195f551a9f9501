import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../server/src/db/client';
import { courseEnrolments, courses } from '../../server/src/db/schema/index';
import type { Random } from './random';

/**
 * The demo school's course rosters (issue 42): every student graded in a course is enrolled in it for that term, and
 * this term each course with a teacher has about twenty students (the demo student in the first three), so the
 * teachers' grade sheets open on a class to grade.
 */
export async function seedEnrolments(db: DbOrTx, random: Random, studentIds: number[]): Promise<number> {
  const graded = await db.execute(sql`
    insert into course_enrolments (course_id, student_id, semester, academic_year)
    select distinct course_id, student_id, semester, academic_year from grades
    where course_id is not null and semester is not null and academic_year is not null
    on conflict do nothing`);
  const today = new Date();
  const term = { semester: today.getMonth() < 6 ? '1' : '2', academicYear: today.getFullYear() };
  const taught = (await db.select({ id: courses.id, teacherId: courses.teacherId }).from(courses))
    .filter((course) => course.teacherId !== null)
    .sort((a, b) => a.id - b.id);
  const rows = taught.flatMap((course, index) =>
    studentIds
      .filter((studentId, position) => (position === 0 ? index < 3 : random.next() < 0.2))
      .map((studentId) => ({
        courseId: course.id,
        studentId,
        semester: term.semester,
        academicYear: term.academicYear,
      })),
  );
  const added = rows.length
    ? await db.insert(courseEnrolments).values(rows).onConflictDoNothing().returning({ id: courseEnrolments.id })
    : [];
  return (graded.rowCount ?? 0) + added.length;
}
