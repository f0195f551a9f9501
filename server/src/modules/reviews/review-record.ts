import { sql } from 'drizzle-orm';
import type { ReviewRecordItem, ReviewRecordKind } from '@contracts/reviews';
import type { DbOrTx } from '../../db/client';

/**
 * What a self-report is pre-filled with (issue 46): the teacher's record for the cycle's calendar year, read from
 * what the product already holds — the courses taught (a roster or grades of the year's terms), the activity entries
 * of the year (started in it, or running through it), the badges awarded, the credentials from elsewhere kept and the
 * portfolio works added in it. Newest first within each kind; what the school typed stays as typed.
 */
export async function recordForYear(db: DbOrTx, teacherId: number, year: number): Promise<ReviewRecordItem[]> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const rows = await db.execute<{
    kind: ReviewRecordKind;
    ref_id: number;
    title: string;
    detail: string | null;
    date: string | null;
  }>(sql`
    select * from (
      select 'course' as kind, c.id as ref_id, c.name as title,
             string_agg(distinct t.semester, ', ' order by t.semester) as detail, null::text as date, 1 as o
        from (
          select g.course_id, g.semester from grades g
           where g.teacher_id = ${teacherId} and g.course_id is not null and g.academic_year = ${year}
          union
          select e.course_id, e.semester from course_enrolments e
            join courses c2 on c2.id = e.course_id
           where c2.teacher_id = ${teacherId} and e.academic_year = ${year}
        ) t
        join courses c on c.id = t.course_id
       group by c.id, c.name
      union all
      select 'activity', a.id, a.title, a.organization, to_char(a.start_date, 'YYYY-MM-DD'), 2
        from activity_entries a
       where a.teacher_id = ${teacherId}
         and a.start_date <= ${to}::date and coalesce(a.end_date, a.start_date) >= ${from}::date
      union all
      select 'badge', ub.id, b.badge_name, null, to_char(ub.awarded_at at time zone 'UTC', 'YYYY-MM-DD'), 3
        from user_badges ub join badges b on b.id = ub.badge_id
       where ub.user_type = 'teacher' and ub.user_id = ${teacherId}
         and ub.awarded_at >= ${from}::date and ub.awarded_at < (${to}::date + 1)
      union all
      select 'credential', x.id, x.title, x.issuer_name, to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD'), 4
        from external_credentials x
       where x.teacher_id = ${teacherId} and coalesce(x.review, 'accepted') <> 'rejected'
         and x.created_at >= ${from}::date and x.created_at < (${to}::date + 1)
      union all
      select 'work', w.id, w.title, w.technique_note, to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD'), 5
        from portfolio_works w
       where w.teacher_id = ${teacherId}
         and (w.year = ${year} or (w.created_at >= ${from}::date and w.created_at < (${to}::date + 1)))
    ) items
    order by o, date desc nulls last, title, ref_id
    limit 500`);
  return rows.rows.map((row) => ({
    kind: row.kind,
    ref_id: Number(row.ref_id),
    title: row.title,
    detail: row.detail,
    date: row.date,
  }));
}
