import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '@contracts/lists';
import { COUNTED_TABLES, courses, rowCounts, statCounters, teachers, users } from '../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { countedRows } from './list-sql';

let context: TestContext;
let staff: TestUser;

/** Inserts `total` courses by SQL, several sharing each name so ties are broken by id. */
async function insertCourses(prefix: string, total: number): Promise<void> {
  await context.db.execute(sql`
    insert into courses (name, course_code)
    select ${prefix} || ' ' || (n % 7), ${prefix} || '-' || n from generate_series(1, ${total}) as n`);
}

/** Inserts `total` teachers (and their users) by SQL, all with the given expertise areas (a JSON array literal). */
async function insertTeachers(prefix: string, total: number, areas: string): Promise<void> {
  await context.db.execute(sql`
    with new_users as (
      insert into users (email, username, password, role)
      select lower(${prefix}) || '.' || n || '@school.test', lower(${prefix}) || '.' || n, 'unused', 'teacher' from generate_series(1, ${total}) as n
      returning id, email)
    insert into teachers (user_id, full_name, email, expertise_areas)
    select id, ${prefix} || ' ' || id, email, ${sql.raw(areas)}::jsonb from new_users`);
}

async function actualCount(table: (typeof COUNTED_TABLES)[number]): Promise<number> {
  const result = await context.db.execute<{ value: number }>(
    sql`select count(*)::int as value from ${sql.identifier(table)}`,
  );
  return result.rows[0]!.value;
}

async function walk(
  url: string,
  limit: number,
): Promise<{ ids: number[]; pages: number; firstTotal?: string; capped?: string }> {
  const ids: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  let firstTotal: string | undefined;
  let capped: string | undefined;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await context.app.inject({
      url: `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    if (pages === 0) {
      firstTotal = response.headers['x-total-count'] as string | undefined;
      capped = response.headers['x-total-capped'] as string | undefined;
    }
    ids.push(...response.json<{ id: number }[]>().map((row) => row.id));
    cursor = response.headers['x-next-cursor'] as string | undefined;
    pages += 1;
  } while (cursor);
  return { ids, pages, firstTotal, capped };
}

beforeAll(async () => {
  context = await buildTestApp();
  staff = await signInAs(context, 'staff');
});

describe('row counters', () => {
  it('match count(*) for every counted table after inserts, deletes, cascades and truncate', async () => {
    await insertCourses('Contador', 25);
    await context.db.delete(courses).where(sql`${courses.courseCode} like 'Contador-1%'`);
    const teacherUser = await signInAs(context, 'teacher');
    await context.db.delete(users).where(eq(users.id, teacherUser.id)); // cascades to the teacher row
    for (const table of COUNTED_TABLES)
      expect(await countedRows(context.db, table), table).toBe(await actualCount(table));
    await context.db.execute(sql`truncate course_resources, courses cascade`);
    expect(await countedRows(context.db, 'courses')).toBe(0);
  });

  it('a rolled-back insert leaves the counter as it was', async () => {
    const before = await countedRows(context.db, 'courses');
    await expect(
      context.db.transaction(async (tx) => {
        await tx.insert(courses).values({ name: 'Revertido', courseCode: 'REV-1' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countedRows(context.db, 'courses')).toBe(before);
    const [row] = await context.db
      .select({ value: count() })
      .from(rowCounts)
      .where(inArray(rowCounts.tableName, [...COUNTED_TABLES]));
    expect(row?.value).toBe(COUNTED_TABLES.length);
  });
});

describe('keyset pages', () => {
  it('walk every row exactly once in (name, id) order, with ties on the name', async () => {
    await insertCourses('Recorrido', 53);
    const whole = (await context.app.inject({ url: '/api/courses?q=recorrido', headers: staff.auth })).json<
      { id: number }[]
    >();
    expect(whole).toHaveLength(53);
    const walked = await walk('/api/courses?q=recorrido', 10);
    expect(walked.pages).toBe(6);
    expect(walked.firstTotal).toBe('53');
    expect(walked.ids).toEqual(whole.map((row) => row.id));
  });

  it('the unfiltered total comes from the counter, and a filtered total stops at the cap', async () => {
    await insertCourses('Masivo', LIST_TOTAL_CAP + 30);
    const unfiltered = await context.app.inject({ url: '/api/courses?limit=5', headers: staff.auth });
    expect(unfiltered.headers['x-total-count']).toBe(String(await actualCount('courses')));
    expect(unfiltered.headers['x-total-capped']).toBeUndefined();
    const filtered = await context.app.inject({ url: '/api/courses?q=masivo&limit=5', headers: staff.auth });
    expect(filtered.headers['x-total-count']).toBe(String(LIST_TOTAL_CAP));
    expect(filtered.headers['x-total-capped']).toBe('true');
    const few = await context.app.inject({ url: '/api/courses?q=masivo-103&limit=5', headers: staff.auth });
    expect(few.headers['x-total-capped']).toBeUndefined();
    expect(few.headers['x-total-count']).toBe(String(few.json<unknown[]>().length));
  });

  it('a directory search naming a common expertise area takes its total from the area counter, a rare one counts rows', async () => {
    await insertTeachers('Pintor', LIST_TOTAL_CAP + 30, `'["matte_painting"]'`);
    await insertTeachers('Compositor', 4, `'["music_composition", "music_composition"]'`);
    const counter = (area: string) =>
      context.db
        .select({ value: statCounters.value })
        .from(statCounters)
        .where(and(eq(statCounters.metric, 'teachers_per_area'), eq(statCounters.bucket, area)));
    // An area listed twice on one row counts that teacher once: the counter is a floor of the search's total.
    expect((await counter('music_composition'))[0]?.value).toBe(4);
    const rare = await context.app.inject({ url: '/api/teachers?q=composition&limit=2', headers: staff.auth });
    expect(rare.headers['x-total-count']).toBe('4');
    expect(rare.headers['x-total-capped']).toBeUndefined();
    const common = await context.app.inject({ url: '/api/teachers?q=matte&limit=5', headers: staff.auth });
    expect(common.headers['x-total-count']).toBe(String(LIST_TOTAL_CAP));
    expect(common.headers['x-total-capped']).toBe('true');
    // The counter, not a count of rows, decides: told there are more than the cap of an area with four teachers, the answer believes it.
    await context.db
      .update(statCounters)
      .set({ value: LIST_TOTAL_CAP + 1 })
      .where(and(eq(statCounters.metric, 'teachers_per_area'), eq(statCounters.bucket, 'music_composition')));
    const told = await context.app.inject({ url: '/api/teachers?q=composition&limit=2', headers: staff.auth });
    expect(told.headers['x-total-capped']).toBe('true');
    await context.db
      .update(statCounters)
      .set({ value: 4 })
      .where(and(eq(statCounters.metric, 'teachers_per_area'), eq(statCounters.bucket, 'music_composition')));
  });

  it('a cursor that is not one of ours is refused in plain words and changes nothing', async () => {
    const cursors = ['x', '["a"]', '[1,2]', '["a",99999999999]', '["a\\u0000",1]'].map((text, index) =>
      index === 0 ? text : Buffer.from(text).toString('base64url'),
    );
    for (const cursor of cursors) {
      const response = await context.app.inject({
        url: `/api/staff/teachers?limit=5&cursor=${cursor}`,
        headers: staff.auth,
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe('Cursor de página inválido');
    }
  });
});

describe('answers carry only what the response schema declares', () => {
  it('a teacher row read by staff and by the directory', async () => {
    const teacher = await signInAs(context, 'teacher');
    const [row] = await context.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, teacher.id));
    const staffView = await context.app.inject({ url: `/api/staff/teachers/${row!.id}`, headers: staff.auth });
    const publicView = await context.app.inject({ url: `/api/teachers/${row!.id}`, headers: teacher.auth });
    expect(Object.keys(staffView.json())).toContain('bank_account');
    expect(Object.keys(publicView.json())).not.toContain('bank_account');
    expect(Object.keys(publicView.json())).not.toContain('search_text');
    expect(staffView.body).not.toContain('searchText');
  });
});
