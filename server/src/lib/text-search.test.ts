import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  badgeSearchText,
  badges,
  courseSearchText,
  courses,
  peopleSearchTexts,
  students,
  teachers,
  userSearchText,
  users,
} from '../db/schema/index';
import { createTestDatabase } from '../../test/database';
import { containsPattern, foldText, matchesSearch } from './text-search';

/*
 * The one search rule (issue 42, decision 032): what the matcher asks is what each list's trigram index answers, so a
 * search reads the index whatever the table's size ("indexed so that lists stay flat as they grow").
 */
let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

/** Every searched text of the schema, its table and the trigram index that must answer its matches. */
const SEARCHED: [string, PgTable, AnyColumn, string][] = [
  ['teachers (staff list)', teachers, peopleSearchTexts.teacherStaff, 'teachers_search_text_trgm_idx'],
  ['teachers (directory, names)', teachers, peopleSearchTexts.teacherName, 'teachers_name_search_trgm_idx'],
  ['students (staff list, rosters)', students, peopleSearchTexts.studentStaff, 'students_staff_search_trgm_idx'],
  ['students (pickers)', students, peopleSearchTexts.studentPicker, 'students_name_search_trgm_idx'],
  ['users', users, userSearchText, 'users_search_trgm_idx'],
  ['courses', courses, courseSearchText, 'courses_search_trgm_idx'],
  ['badges', badges, badgeSearchText, 'badges_search_trgm_idx'],
];

/** The names of the indexes a plan reads. */
function indexesOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesOf);
  if (plan === null || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
  return [...own, ...Object.values(node).flatMap(indexesOf)];
}

describe('the search matcher and the trigram indexes', () => {
  for (const [what, table, column, index] of SEARCHED) {
    it(`matches ${what} through ${index}`, async () => {
      const plan = await db.transaction(async (tx) => {
        // The tables are empty here: without this the planner would rightly read them whole.
        await tx.execute(sql`set local enable_seqscan = off`);
        const answer = await tx.execute(
          sql`explain (format json) select 1 from ${table} where ${matchesSearch(column, 'José Núñez')}`,
        );
        return answer.rows[0]?.['QUERY PLAN'];
      });
      expect(indexesOf(plan)).toContain(index);
    });
  }

  it("takes the query's LIKE characters literally, and folds catalogue labels in JavaScript the same way", () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(foldText('Animación y Diseño con Ángel')).toBe('animacion y diseno con angel');
  });
});
