import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';

let context: TestContext;
let staff: TestUser;
let teacher: TestUser;

/** Teachers whose fields test every way a value is written: nulls, quotes, unicode, dates, stored JSON with keys the schema does not name. */
beforeAll(async () => {
  context = await buildTestApp();
  staff = await signInAs(context, 'staff');
  teacher = await signInAs(context, 'teacher');
  const created = [
    teacherPayload({
      full_name: 'Ana "Quoted" \\ Back\u2028slash',
      bio: 'línea 1\nlínea 2 \u{1F3A8}',
      birthdate: '1980-02-29',
      phone: '+502 5555-0000',
      academic_titles: ['licenciado', 'magister'],
      academic_title_descriptions: ['Dijo "sí", "no" \\", "', 'Tab\there, ctrl \u0001 ñ'],
    }),
    teacherPayload({ full_name: 'Zoë Null Fields', bio: null, birthdate: null, phone: null, teacher_code: null }),
    teacherPayload({
      full_name: 'Émile Arrays',
      countries: ['GT', 'MX'],
      expertise_areas: ['3d_animation', 'game_design'],
      social_media: { linkedin: 'https://l.test/a', portfolio: 'https://p.test' },
    }),
  ];
  for (const payload of created) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/staff/teachers',
      headers: staff.auth,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const [row] = await context.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.fullName, 'Émile Arrays'));
  // A key no schema names, and timestamps with microseconds either side of a millisecond.
  await context.db
    .execute(sql`update teachers set social_media = social_media || '{"secret": "x", "linktree": "https://t.test"}'::jsonb,
    created_at = '2024-01-01 10:00:00.9996+00', updated_at = '2024-12-31 23:59:59.0004+00' where id = ${row!.id}`);
  // Portfolio works in the directory's preview: one public (a title to escape, microseconds in its version), one
  // staff-only and one hidden (both left out).
  await context.db.execute(sql`insert into portfolio_works
    (teacher_id, position, title, visibility, hidden_at, image_width, image_height, updated_at) values
    (${row!.id}, 0, 'Obra "uno" \\ ñ', 'public', null, 10, 10, '2025-05-05 05:05:05.1239+00'),
    (${row!.id}, 1, 'Solo administración', 'staff', null, 10, 10, now()),
    (${row!.id}, 2, 'Oculta', 'public', now(), 10, 10, now())`);
});

const get = (user: TestUser, url: string) => context.app.inject({ method: 'GET', url, headers: user.auth });

describe('teacher lists written from the rows texts', () => {
  it.each([
    ['staff list', '/api/staff/teachers', '/api/staff/teachers/'],
    ['directory', '/api/teachers', '/api/teachers/'],
  ])(
    'answers the %s with the same bytes as each teacher read alone through its presenter',
    async (_name, listUrl, oneUrl) => {
      for (const limit of ['', '?limit=2']) {
        const list = await get(staff, `${listUrl}${limit}`);
        expect(list.statusCode).toBe(200);
        expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
        const ids = (JSON.parse(list.body) as { id: number }[]).map((each) => each.id);
        expect(ids.length).toBe(limit ? 2 : 4);
        const alone = await Promise.all(ids.map(async (id) => (await get(staff, `${oneUrl}${id}`)).body));
        expect(list.body).toBe(`[${alone.join(',')}]`);
      }
    },
  );

  it('never writes a key the schema does not name, nor a private field in the directory', async () => {
    const directory = JSON.parse((await get(teacher, '/api/teachers?q=%C3%A9mile')).body) as Record<string, unknown>[];
    expect(directory).toHaveLength(1);
    expect(directory[0]!.social_media).toEqual({
      linkedin: 'https://l.test/a',
      linktree: 'https://t.test',
      portfolio: 'https://p.test',
    });
    for (const key of [
      'bank_account',
      'account_type',
      'bank_name',
      'account_name',
      'birthdate',
      'password',
      'search_text',
    ])
      expect(directory[0]).not.toHaveProperty(key);
    expect(directory[0]!.created_at).toBe('2024-01-01T10:00:00.999Z');
    expect(directory[0]!.updated_at).toBe('2024-12-31T23:59:59.000Z');
    const preview = directory[0]!.portfolio_preview as { title: string; small_url: string }[];
    expect(preview.map((work) => work.title)).toEqual(['Obra "uno" \\ ñ']);
    expect(preview[0]!.small_url).toMatch(new RegExp(`/image/small\\?v=${Date.parse('2025-05-05T05:05:05.123Z')}$`));
  });
});
