import { sql } from 'drizzle-orm';
import type { TeachingHistory } from '@contracts/activity-record';
import type { DbOrTx } from '../../db/client';

/**
 * A teacher's teaching, never typed (issue 45): each course and term they taught, from what the product already
 * holds — the rosters of the courses they teach (students) and the grades they recorded (students graded). Newest
 * term first; a grade without a term comes last.
 */
export async function teachingHistory(db: DbOrTx, teacherId: number): Promise<TeachingHistory> {
  const rows = await db.execute<{
    course_id: number;
    course_title: string;
    academic_year: number | null;
    semester: string | null;
    students: number;
    graded: number;
  }>(sql`
    with terms as (
      select g.course_id, g.academic_year, g.semester, 0 as students, count(distinct g.student_id)::int as graded
        from grades g
       where g.teacher_id = ${teacherId} and g.course_id is not null
       group by g.course_id, g.academic_year, g.semester
      union all
      select e.course_id, e.academic_year, e.semester, count(*)::int as students, 0 as graded
        from course_enrolments e
        join courses c on c.id = e.course_id
       where c.teacher_id = ${teacherId}
       group by e.course_id, e.academic_year, e.semester
    )
    select t.course_id, c.name as course_title, t.academic_year, t.semester,
           sum(t.students)::int as students, sum(t.graded)::int as graded
      from terms t
      join courses c on c.id = t.course_id
     group by t.course_id, c.name, t.academic_year, t.semester
     order by t.academic_year desc nulls last, t.semester desc nulls last, c.name, t.course_id`);
  return { items: rows.rows };
}
