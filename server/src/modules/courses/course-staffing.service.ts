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
 * the active teachers who teach nothing yet, by name. Each candidate's shared areas, matching badges and courses
 * are read by index, so the cost follows the candidates, not the size of the school.
 */
async function rankTeachers(db: DbOrTx, fit: Fit): Promise<TeacherSuggestionRow[]> {
  // One array parameter each (drizzle would spread a bare array into a list of parameters).
  const areas = sql`${sql.param(fit.areas)}::text[]`;
  const badgeCodes = sql`${sql.param(fit.badgeCodes.map((code) => code.toLowerCase()))}::text[]`;
  const exclude = fit.excludeCourseId ?? 0;
  const result = await db.execute<{ id: number; full_name: string; teacher_code: string | null; profile_photo: string | null; shared_areas: string[]; matching_badges: string[]; course_count: number; score: number }>(sql`
    with matched as (
      select t.id from teachers t where t.is_active and t.expertise_areas ?| ${areas}
      union
      select ub.user_id from user_badges ub join badges b on b.id = ub.badge_id
      where ub.user_type = 'teacher' and lower(b.badge_code) = any(${badgeCodes})
    ),
    candidates as (
      select id from matched
      union all
      (select t.id from teachers t
       where t.is_active and not exists (select 1 from matched)
         and not exists (select 1 from courses c where c.teacher_id = t.id and c.id <> ${exclude})
       order by t.full_name, t.id limit ${SUGGESTION_LIMIT})
    )
    select * from (
    select t.id, t.full_name, t.teacher_code, t.profile_photo,
      array(select area from jsonb_array_elements_text(t.expertise_areas) area where area = any(${areas})) as shared_areas,
      array(select distinct b.badge_code from user_badges ub join badges b on b.id = ub.badge_id
            where ub.user_type = 'teacher' and ub.user_id = t.id and lower(b.badge_code) = any(${badgeCodes})) as matching_badges,
      (select count(*)::int from courses c where c.teacher_id = t.id and c.id <> ${exclude}) as course_count
    from candidates join teachers t on t.id = candidates.id
    where t.is_active
    ) fit
    cross join lateral (select cardinality(shared_areas) * ${WEIGHTS.area} + cardinality(matching_badges) * ${WEIGHTS.badge} + course_count * ${WEIGHTS.course} as score) scored
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
export function suggestTeachers(options: { db: DbOrTx; query: TeacherSuggestionQuery }): Promise<TeacherSuggestionRow[]> {
  const { query } = options;
  return rankTeachers(options.db, { areas: query.expertise_areas, badgeCodes: query.badge_code, excludeCourseId: query.exclude_course_id ?? null });
}

/** The ranking for a stored course, from its areas and badges; its own assignment is not counted against anyone. */
export async function suggestTeachersForCourse(options: { db: DbOrTx; id: number }): Promise<TeacherSuggestionRow[]> {
  const course = await getCourse({ db: options.db, id: options.id });
  return rankTeachers(options.db, { areas: course.expertiseAreas, badgeCodes: badgeCodesOf(course.hasBadge ? course.badgeCode : null), excludeCourseId: course.id });
}
