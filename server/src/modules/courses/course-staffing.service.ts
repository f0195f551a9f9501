import { sql } from 'drizzle-orm';
import type { TeacherSuggestionQuery } from '@contracts/courses';
import type { DbOrTx } from '../../db/client';
import { badgeCodesOf, getCourse } from './course.service';
import type { TeacherSuggestionRow } from './course.presenter';

/** How many teachers the picker is offered. */
export const SUGGESTION_LIMIT = 20;

/** Weights of the fit: a shared expertise area, a badge the course carries, a course the teacher already teaches. */
const WEIGHTS = { area: 3, badge: 2, course: -1 } as const;

interface Fit {
  areas: string[];
  badgeCodes: string[];
  excludeCourseId: number | null;
}

/**
 * Active teachers ranked by how well they fit a course, in one query. Candidates are the teachers with a shared
 * area (the GIN index on expertise_areas, `?|`) or one of the course's badges (user_badges by badge); without any,
 * the active teachers with the fewest courses (those who teach nothing first), by name. Candidates are scored
 * against one count of the school's courses per teacher and one list of the holders of the course's badges, and
 * only the best twenty get their shared areas listed: best of 25 runs 15 ms with 10,000 teachers, about half of them
 * candidates (28 ms when each candidate looked up its courses and badges).
 */
async function rankTeachers(db: DbOrTx, fit: Fit): Promise<TeacherSuggestionRow[]> {
  // One array parameter each (drizzle would spread a bare array into a list of parameters).
  const areas = sql`${sql.param(fit.areas)}::text[]`;
  const badgeCodes = sql`${sql.param(fit.badgeCodes.map((code) => code.toLowerCase()))}::text[]`;
  const exclude = fit.excludeCourseId ?? 0;
  const result = await db.execute<{
    id: number;
    full_name: string;
    teacher_code: string | null;
    profile_photo: string | null;
    shared_areas: string[];
    matching_badges: string[];
    course_count: number;
    score: number;
  }>(sql`
    with matched as (
      select t.id from teachers t where t.is_active and t.expertise_areas ?| ${areas}
      union
      select ub.user_id from user_badges ub join badges b on b.id = ub.badge_id
      where ub.user_type = 'teacher' and lower(b.badge_code) = any(${badgeCodes})
    ),
    -- Without a match: the active teachers with the fewest courses, by name. The first of them are among the first
    -- of those who teach nothing (read in the name index) and the first of those who teach (few rows).
    idle as (
      (select t.id, 0 as taught, t.full_name from teachers t
       where t.is_active and not exists (select 1 from matched)
         and not exists (select 1 from courses c where c.teacher_id = t.id and c.id <> ${exclude})
       order by t.full_name, t.id limit ${SUGGESTION_LIMIT})
      union all
      (select t.id, count(*) as taught, t.full_name from courses c join teachers t on t.id = c.teacher_id
       where t.is_active and c.id <> ${exclude} and not exists (select 1 from matched)
       group by t.id order by taught, t.full_name, t.id limit ${SUGGESTION_LIMIT})
    ),
    candidates as (
      select id from matched
      union all
      (select id from idle order by taught, full_name, id limit ${SUGGESTION_LIMIT})
    ),
    -- The courses each teacher teaches and the course's badges each holds: one pass over a school's few courses and
    -- over the holders of those badges, rather than a look-up per candidate.
    teaching as (select c.teacher_id, count(*)::int as n from courses c where c.teacher_id is not null and c.id <> ${exclude} group by c.teacher_id),
    held as (
      select ub.user_id, array_agg(distinct b.badge_code) as codes from user_badges ub join badges b on b.id = ub.badge_id
      where ub.user_type = 'teacher' and lower(b.badge_code) = any(${badgeCodes}) group by ub.user_id
    ),
    scored as (
      select t.id, t.full_name, t.teacher_code, t.profile_photo, t.expertise_areas,
        coalesce(held.codes, '{}') as matching_badges, coalesce(teaching.n, 0) as course_count,
        (select count(*)::int from unnest(${areas}) area where t.expertise_areas ? area) * ${WEIGHTS.area}
          + coalesce(cardinality(held.codes), 0) * ${WEIGHTS.badge} + coalesce(teaching.n, 0) * ${WEIGHTS.course} as score
      from candidates join teachers t on t.id = candidates.id
      left join teaching on teaching.teacher_id = t.id
      left join held on held.user_id = t.id
      where t.is_active
      order by score desc, t.full_name, t.id
      limit ${SUGGESTION_LIMIT}
    )
    select id, full_name, teacher_code, profile_photo, matching_badges, course_count, score,
      array(select area from jsonb_array_elements_text(expertise_areas) area where area = any(${areas})) as shared_areas
    from scored
    order by score desc, full_name, id
    limit ${SUGGESTION_LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    teacherCode: row.teacher_code,
    profilePhoto: row.profile_photo,
    sharedAreas: row.shared_areas,
    matchingBadges: row.matching_badges,
    courseCount: row.course_count,
    score: row.score,
  }));
}

/** The ranking for a course not saved yet (the create form), from the areas and badges picked so far. */
export function suggestTeachers(options: {
  db: DbOrTx;
  query: TeacherSuggestionQuery;
}): Promise<TeacherSuggestionRow[]> {
  const { query } = options;
  return rankTeachers(options.db, {
    areas: query.expertise_areas,
    badgeCodes: query.badge_code,
    excludeCourseId: query.exclude_course_id ?? null,
  });
}

/** The ranking for a stored course, from its areas and badges; its own assignment is not counted against anyone. */
export async function suggestTeachersForCourse(options: { db: DbOrTx; id: number }): Promise<TeacherSuggestionRow[]> {
  const course = await getCourse({ db: options.db, id: options.id });
  return rankTeachers(options.db, {
    areas: course.expertiseAreas,
    badgeCodes: badgeCodesOf(course.hasBadge ? course.badgeCode : null),
    excludeCourseId: course.id,
  });
}
