import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';

/**
 * For tests written before course rosters (issue 42), whose grades name students that no roster held: every student
 * enrolled in every course for every term from 2015 to next year (those already enrolled are left alone). Tests of
 * the roster itself enrol students one by one.
 */
export async function enrolEveryone(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into course_enrolments (course_id, student_id, semester, academic_year)
    select c.id, s.id, t.semester, y.year
    from courses c cross join students s
      cross join (values ('1'), ('2'), ('verano')) as t(semester)
      cross join generate_series(2015, extract(year from now())::int + 1) as y(year)
    on conflict do nothing`);
}
