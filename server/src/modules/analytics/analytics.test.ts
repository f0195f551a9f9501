import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_MONTHS, CHART_WEEKS, type Analytics } from '@contracts/analytics';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';
import { multipart, sampleFiles } from '../../../test/multipart';
import { lastMonths, lastWeeks } from './analytics.service';

let context: TestContext;
let staff: TestUser;

beforeAll(async () => {
  context = await buildTestApp();
  staff = await signInAs(context, 'staff');
});

const analytics = async () => {
  // Read by a person who chose English, the language the activities are declared in (audit.test.ts reads them in
  // Spanish too); their choice is taken back after.
  await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
  const response = await context.app.inject({ method: 'GET', url: '/api/staff/analytics', headers: staff.auth });
  await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Analytics>();
};

describe('the analytics dashboard', () => {
  it('counts from counters, refreshed by teacher changes, uploads and sign-ins', async () => {
    const before = await analytics();
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/staff/teachers',
      headers: staff.auth,
      payload: teacherPayload({ full_name: 'Nora Analítica', expertise_areas: ['sound_design', 'game_design'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(created.json().id) }, [
      { filename: 'cv.pdf', content: sampleFiles.pdf(), contentType: 'application/pdf' },
    ]);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/documents',
          payload: body.payload,
          headers: { ...body.headers, ...staff.auth },
        })
      ).statusCode,
    ).toBe(201);
    await signInAs(context, 'student');
    const student = await signInAs(context, 'student');
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
    });
    const after = await analytics();
    expect(after.stats.teachersCount).toBe(before.stats.teachersCount + 1);
    expect(after.stats.studentsCount).toBe(before.stats.studentsCount + 2);
    expect(after.stats.documentsCount).toBe(before.stats.documentsCount + 1);
    expect(after.stats.staffCount).toBe(
      (await context.db.execute<{ n: number }>(sql`select count(*)::int as n from users where role = 'staff'`)).rows[0]!
        .n,
    );
    const thisMonth = (charts: Analytics) => charts.charts.documentsPerMonth.at(-1)!.count;
    expect(thisMonth(after)).toBe(thisMonth(before) + 1);
    expect(after.charts.signInsPerWeek.at(-1)!.count).toBe(before.charts.signInsPerWeek.at(-1)!.count + 3);
    const area = (charts: Analytics, code: string) =>
      charts.charts.teachersPerArea.find((entry) => entry.area === code)?.count ?? 0;
    expect(area(after, 'sound_design')).toBe(area(before, 'sound_design') + 1);
    expect(after.charts.documentsPerMonth).toHaveLength(CHART_MONTHS);
    expect(after.charts.signInsPerWeek).toHaveLength(CHART_WEEKS);
    // The newest activities, five, each with the username of who did it.
    expect(after.recentActivities).toHaveLength(5);
    expect(after.recentActivities.map((entry) => entry.activity)).toContain('Signed in');
    expect(after.recentActivities.find((entry) => entry.activity === 'Created teacher Nora Analítica')).toMatchObject({
      entityType: 'teacher',
      user: { username: expect.any(String) },
    });
  });

  it('moves a teacher between expertise areas when an edit changes them, and forgets a deleted teacher', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/staff/teachers',
      headers: staff.auth,
      payload: teacherPayload({ expertise_areas: ['matte_painting'] }),
    });
    const id = created.json().id as number;
    const area = async (code: string) =>
      (await analytics()).charts.teachersPerArea.find((entry) => entry.area === code)?.count ?? 0;
    const [matte, music] = [await area('matte_painting'), await area('music_composition')];
    const updated = await context.app.inject({
      method: 'PUT',
      url: `/api/staff/teachers/${id}`,
      headers: staff.auth,
      payload: { ...teacherPayload({ expertise_areas: ['music_composition'] }), email: undefined },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect([await area('matte_painting'), await area('music_composition')]).toEqual([matte - 1, music + 1]);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/staff/teachers/${id}`, headers: staff.auth }))
        .statusCode,
    ).toBe(204);
    expect(await area('music_composition')).toBe(music);
  });

  it('names the months and the Mondays of the charts, oldest first', () => {
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastWeeks(new Date('2026-11-24T12:00:00Z'), 2)).toEqual(['2026-11-16', '2026-11-23']);
    expect(lastWeeks(new Date('2026-11-29T23:00:00Z'), 1)).toEqual(['2026-11-23']);
  });
});
