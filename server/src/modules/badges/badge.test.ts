import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BADGE_IMAGE_MAX_BYTES, BADGE_MESSAGES, type Badge } from '@contracts/badges';
import type { ErrorCode } from '@contracts/error-codes';
import { INPUT_MESSAGES } from '@contracts/errors';
import { LIST_HEADERS } from '@contracts/lists';
import { activities, badges, badgeStatistics, rowCounts, userBadges } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart, sampleFiles, type FilePart } from '../../../test/multipart';
import { storedFiles } from '../../../test/stored-files';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');

let sequence = 0;
/** A valid form with a fresh code. */
function fields(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  return {
    badge_name: `Mentor ${sequence}`,
    badge_code: `B${String(sequence).padStart(4, '0')}`,
    badge_type: 'community',
    year: '2026',
    description: 'Acompaña a nuevos docentes.',
    badge_color: '#6366f1',
    ...overrides,
  };
}

const webp = (size = 3000) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0xf0, 0x0b, 0, 0]),
    Buffer.from('WEBPVP8 '),
    sampleFiles.png(size - 16).subarray(0, size - 16),
  ]);
const withoutName = ({ badge_name: _name, ...rest }: Record<string, string>) => rest;
const image = (filename: string, content: Buffer, contentType = 'application/octet-stream'): FilePart => ({
  field: 'badge_image',
  filename,
  content,
  contentType,
});
const png = (size = 3000) => image('insignia.png', sampleFiles.png(size), 'image/png');

function send(
  user: TestUser | null,
  method: 'POST' | 'PUT',
  url: string,
  form: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = multipart(form, files);
  return context.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}
const create = (form: Record<string, string>, files: FilePart[] = [], user: TestUser = staff) =>
  send(user, 'POST', '/api/badges', form, files);
const get = (user: TestUser | null, url: string) =>
  context.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
const remove = (user: TestUser | null, url: string) =>
  context.app.inject({ method: 'DELETE', url, headers: user?.auth ?? {} });

async function created(form: Record<string, string> = fields(), files: FilePart[] = []): Promise<Badge> {
  const response = await create(form, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Badge>();
}

const badgeRow = async (id: number) => (await context.db.select().from(badges).where(eq(badges.id, id)))[0];
const storedFile = (name: string) => path.join(context.filesDir, name);

/** Every stored file (published or temporary), every badge row, every count: what a refusal must not change. */
async function snapshot() {
  return {
    files: storedFiles(context),
    badges: await context.db.select().from(badges).orderBy(asc(badges.id)),
    statistics: await context.db.select().from(badgeStatistics).orderBy(asc(badgeStatistics.badgeId)),
    counted: (await context.db.select().from(rowCounts).where(eq(rowCounts.tableName, 'badges')))[0]?.rowCount,
    activities: (await context.db.select({ id: activities.id }).from(activities)).length,
  };
}

describe('who may call the badge routes', () => {
  it('anonymous: 401 everywhere but the image; teachers and students: reads yes, writes 403; nothing changes', async () => {
    const badge = await created(fields(), [png()]);
    const before = await snapshot();
    // The image is public: the image of the badge's public credentials.
    expect((await get(null, badge.image_url!)).statusCode).toBe(200);
    const reads = ['/api/badges'];
    const writes = (user: TestUser | null) => [
      create(fields(), [png()], user as TestUser),
      send(user, 'POST', '/api/badges', { ...fields(), id: String(badge.id) }),
      send(user, 'PUT', `/api/badges/${badge.id}`, fields(), [png()]),
      remove(user, `/api/badges/${badge.id}`),
    ];
    for (const url of reads) expect((await get(null, url)).statusCode).toBe(401);
    for (const response of await Promise.all(writes(null)))
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const user of [teacher, student]) {
      for (const url of [...reads, badge.image_url!]) expect((await get(user, url)).statusCode).toBe(200);
      for (const response of await Promise.all(writes(user)))
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/badges', () => {
  it('creates a badge with its image, its statistics row and its activity; the image comes back with its bytes and type', async () => {
    const content = sampleFiles.png(4321);
    const before = await snapshot();
    const response = await create(fields({ badge_name: '  Mentoría  ', badge_code: 'MEN-01' }), [
      image('mentor.png', content),
    ]);
    expect(response.statusCode).toBe(201);
    const badge = response.json<Badge>();
    expect(badge).toMatchObject({
      badge_name: 'Mentoría',
      badge_code: 'MEN-01',
      badge_type: 'community',
      year: 2026,
      badge_color: '#6366f1',
      assigned_count: 0,
    });
    expect(badge.image_url).toBe(`/api/badges/${badge.id}/image?v=${new Date(badge.updated_at).getTime()}`);
    expect(Object.keys(badge)).not.toContain('image_path');

    const row = (await badgeRow(badge.id))!;
    expect(row.imageType).toBe('image/png');
    const onDisk = fs.readFileSync(storedFile(row.imagePath!));
    expect(onDisk.includes(content.subarray(0, 64))).toBe(false);
    expect(await context.db.select().from(badgeStatistics).where(eq(badgeStatistics.badgeId, badge.id))).toMatchObject([
      { assignedCount: 0 },
    ]);
    const after = await snapshot();
    expect(after.counted).toBe(before.counted! + 1);
    expect(after.activities).toBe(before.activities + 1);
    expect(after.files).toHaveLength(before.files.length + 1);

    for (const user of [staff, teacher, student, null]) {
      const download = await get(user, badge.image_url!);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(download.rawPayload.equals(content)).toBe(true);
    }
    expect((await get(staff, `/api/badges/${badge.id}/image?v=1`)).headers['cache-control']).toBe('public, no-cache');
  });

  it('takes JPEG and WebP images, and no image at all (default colour and year)', async () => {
    const jpeg = await created(fields(), [image('foto.JPG', sampleFiles.jpg(2000))]);
    expect((await get(staff, jpeg.image_url!)).headers['content-type']).toBe('image/jpeg');
    const webpContent = webp();
    const web = await created(fields(), [image('insignia.webp', webpContent)]);
    const download = await get(teacher, web.image_url!);
    expect(download.headers['content-type']).toBe('image/webp');
    expect(download.rawPayload.equals(webpContent)).toBe(true);

    const plain = await created(fields({ badge_color: '', year: '', description: '' }));
    expect(plain).toMatchObject({
      image_url: null,
      badge_color: '#FFD700',
      year: new Date().getFullYear(),
      description: null,
    });
    expect((await get(staff, `/api/badges/${plain.id}/image`)).json()).toMatchObject({
      code: 'BADGE_IMAGE_NOT_FOUND',
      message: BADGE_MESSAGES.imageNotFound.message,
    });
    expect((await get(staff, '/api/badges/999999/image')).json()).toMatchObject({ code: 'BADGE_NOT_FOUND' });
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const refusals: [string, () => Promise<Record<string, string>>, FilePart[], number, ErrorCode, string | RegExp][] = [
    [
      'a blank name',
      async () => fields({ badge_name: '   ' }),
      [png()],
      400,
      'VALIDATION_FAILED',
      BADGE_MESSAGES.nameRequired.message,
    ],
    [
      'a missing name',
      async () => withoutName(fields()),
      [png()],
      400,
      'VALIDATION_FAILED',
      BADGE_MESSAGES.nameRequired.message,
    ],
    [
      'a code another badge has in another case',
      async () => fields({ badge_code: (await created()).badge_code.toLowerCase() }),
      [png()],
      409,
      'BADGE_CODE_TAKEN',
      /^Ya existe un badge con el código b\d+$/,
    ],
    [
      'a code with spaces',
      async () => fields({ badge_code: 'B 01' }),
      [png()],
      400,
      'VALIDATION_FAILED',
      BADGE_MESSAGES.codeFormat.message,
    ],
    [
      'a year that is not a whole number',
      async () => fields({ year: '2026.5' }),
      [png()],
      400,
      'VALIDATION_FAILED',
      /^El año debe ser/,
    ],
    ['a year before 2000', async () => fields({ year: '1999' }), [png()], 400, 'VALIDATION_FAILED', /^El año debe ser/],
    [
      'a year that is text',
      async () => fields({ year: 'dos mil' }),
      [png()],
      400,
      'VALIDATION_FAILED',
      /^El año debe ser/,
    ],
    [
      'a colour that is not #rrggbb',
      async () => fields({ badge_color: 'gold' }),
      [png()],
      400,
      'VALIDATION_FAILED',
      BADGE_MESSAGES.colorInvalid.message,
    ],
    [
      'an unknown type',
      async () => fields({ badge_type: 'secret' }),
      [png()],
      400,
      'VALIDATION_FAILED',
      BADGE_MESSAGES.typeInvalid.message,
    ],
    [
      'an SVG image',
      async () => fields(),
      [image('logo.svg', svg, 'image/svg+xml')],
      400,
      'IMAGE_TYPE_REFUSED',
      BADGE_MESSAGES.imageType.message,
    ],
    [
      'an SVG renamed .png',
      async () => fields(),
      [image('logo.png', svg, 'image/png')],
      400,
      'IMAGE_TYPE_REFUSED',
      BADGE_MESSAGES.imageType.message,
    ],
    [
      'an executable renamed .png',
      async () => fields(),
      [image('virus.png', sampleFiles.exe(5000), 'image/png')],
      400,
      'IMAGE_TYPE_REFUSED',
      BADGE_MESSAGES.imageType.message,
    ],
    [
      'a PNG named .webp',
      async () => fields(),
      [image('mentira.webp', sampleFiles.png(3000))],
      400,
      'IMAGE_TYPE_REFUSED',
      BADGE_MESSAGES.imageType.message,
    ],
    [
      'an image over the limit',
      async () => fields(),
      [png(BADGE_IMAGE_MAX_BYTES + 1)],
      413,
      'FILE_TOO_LARGE',
      BADGE_MESSAGES.imageTooLarge.message,
    ],
    [
      'a description over 1,000 characters',
      async () => fields({ description: 'é'.repeat(1001) }),
      [png()],
      400,
      'VALIDATION_FAILED',
      BADGE_MESSAGES.descriptionTooLong.message,
    ],
    [
      'a field longer than the form reads (not cut short)',
      async () => fields({ description: 'x'.repeat(9000) }),
      [png()],
      400,
      'VALIDATION_FAILED',
      INPUT_MESSAGES.textTooLong.message,
    ],
  ];

  it.each(refusals)(
    'refuses %s and leaves rows, files and counts as they were',
    async (_name, formOf, files, status, code, message) => {
      const form = await formOf();
      const before = await snapshot();
      const response = await create(form, files);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toMatch(message);
      if (code === 'VALIDATION_FAILED') expect(response.json().issues[0].message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('is a multipart form: a JSON body is refused', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/badges',
      payload: fields(),
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps two creations of one code at the same moment to one badge and one 409', async () => {
    const form = fields();
    const before = await snapshot();
    const answers = await Promise.all([
      create(form, [png()]),
      create({ ...form, badge_code: form.badge_code!.toLowerCase() }, [png()]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('BADGE_CODE_TAKEN');
    const after = await snapshot();
    expect(after.badges).toHaveLength(before.badges.length + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
  });
});

describe('editing a badge', () => {
  it('PUT replaces the image and removes the old file; without an image the image stays; remove_image clears it', async () => {
    const badge = await created(fields(), [png(3000)]);
    const firstFile = (await badgeRow(badge.id))!.imagePath!;
    await new Promise((resolve) => setTimeout(resolve, 5));

    const replacement = sampleFiles.jpg(2500);
    const replaced = await send(
      staff,
      'PUT',
      `/api/badges/${badge.id}`,
      fields({ badge_code: badge.badge_code, badge_name: 'Mentor mayor' }),
      [image('nuevo.jpeg', replacement)],
    );
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<Badge>();
    expect(after).toMatchObject({ id: badge.id, badge_name: 'Mentor mayor', badge_code: badge.badge_code });
    expect(after.image_url).not.toBe(badge.image_url);
    const secondFile = (await badgeRow(badge.id))!.imagePath!;
    expect(secondFile).not.toBe(firstFile);
    expect(fs.existsSync(storedFile(firstFile))).toBe(false);
    expect(fs.existsSync(storedFile(secondFile))).toBe(true);
    const download = await get(student, after.image_url!);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.rawPayload.equals(replacement)).toBe(true);

    // POST with id edits too; the image stays without a file.
    const kept = await send(staff, 'POST', '/api/badges', {
      ...fields({ badge_code: badge.badge_code.toLowerCase() }),
      id: String(badge.id),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: badge.id, badge_code: badge.badge_code.toLowerCase() });
    expect((await badgeRow(badge.id))!.imagePath).toBe(secondFile);

    const cleared = await send(staff, 'PUT', `/api/badges/${badge.id}`, {
      ...fields({ badge_code: badge.badge_code }),
      remove_image: 'true',
    });
    expect(cleared.json()).toMatchObject({ image_url: null });
    expect(fs.existsSync(storedFile(secondFile))).toBe(false);
    expect(await badgeRow(badge.id)).toMatchObject({ imagePath: null, imageType: null });

    const logged = await context.db.select().from(activities).where(eq(activities.entityId, badge.id));
    expect(logged.filter((row) => row.entityType === 'badge').map((row) => row.activity)).toEqual(
      expect.arrayContaining(['Updated badge Mentor mayor']),
    );
  });

  it('refuses a code another badge has, an unknown badge, an SVG or a bad id, changing nothing', async () => {
    const [one, two] = [await created(fields(), [png()]), await created()];
    const cases: [Promise<{ statusCode: number; json: () => { code: string } }>, number, ErrorCode][] = [];
    const before = await snapshot();
    cases.push(
      [
        send(staff, 'PUT', `/api/badges/${one.id}`, fields({ badge_code: two.badge_code.toLowerCase() }), [png()]),
        409,
        'BADGE_CODE_TAKEN',
      ],
      [send(staff, 'PUT', '/api/badges/999999', fields(), [png()]), 404, 'BADGE_NOT_FOUND'],
      [
        send(staff, 'PUT', `/api/badges/${one.id}`, fields({ badge_code: one.badge_code }), [
          image('x.svg', Buffer.from('<svg/>')),
        ]),
        400,
        'IMAGE_TYPE_REFUSED',
      ],
      [send(staff, 'POST', '/api/badges', { ...fields(), id: 'uno' }, [png()]), 400, 'VALIDATION_FAILED'],
      [send(staff, 'PUT', '/api/badges/abc', fields()), 400, 'VALIDATION_FAILED'],
    );
    for (const [answer, status, code] of cases) {
      const response = await answer;
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/badges/{id}', () => {
  it('removes the badge, its image file, its awards and its statistics row', async () => {
    const badge = await created(fields(), [png()]);
    const file = (await badgeRow(badge.id))!.imagePath!;
    await context.db.insert(userBadges).values({ badgeId: badge.id, userType: 'staff', userId: staff.id });
    const before = await snapshot();
    expect((await remove(staff, `/api/badges/${badge.id}`)).statusCode).toBe(204);
    expect(await badgeRow(badge.id)).toBeUndefined();
    expect(fs.existsSync(storedFile(file))).toBe(false);
    expect(await context.db.select().from(userBadges).where(eq(userBadges.badgeId, badge.id))).toHaveLength(0);
    expect(await context.db.select().from(badgeStatistics).where(eq(badgeStatistics.badgeId, badge.id))).toHaveLength(
      0,
    );
    const after = await snapshot();
    expect(after.counted).toBe(before.counted! - 1);
    expect(after.activities).toBe(before.activities + 1);
    expect((await get(staff, `/api/badges/${badge.id}/image`)).statusCode).toBe(404);
    expect((await remove(staff, `/api/badges/${badge.id}`)).json()).toMatchObject({ code: 'BADGE_NOT_FOUND' });
  });
});

describe('GET /api/badges', () => {
  it('pages the catalogue in name order with its counts and headers; q matches name or code in any case', async () => {
    const prefix = `Zeta${Date.now()}`;
    const made: Badge[] = [];
    for (const letter of ['c', 'a', 'b'])
      made.push(
        await created(
          fields({ badge_name: `${prefix} ${letter}`, badge_code: `${prefix.slice(-8)}-${letter.toUpperCase()}` }),
        ),
      );
    await context.db.update(badgeStatistics).set({ assignedCount: 7 }).where(eq(badgeStatistics.badgeId, made[1]!.id));

    const all = await get(teacher, '/api/badges');
    expect(all.statusCode).toBe(200);
    const catalogue = all.json<{ badges: Badge[] }>().badges;
    const total = (await context.db.select().from(badges)).length;
    expect(catalogue).toHaveLength(total);
    expect(all.headers[LIST_HEADERS.total]).toBe(String(total));
    expect(all.headers[LIST_HEADERS.nextCursor]).toBeUndefined();
    const names = catalogue.map((badge) => badge.badge_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(catalogue.find((badge) => badge.id === made[1]!.id)?.assigned_count).toBe(7);

    const first = await get(student, '/api/badges?limit=2');
    expect(first.json().badges).toHaveLength(2);
    expect(first.headers[LIST_HEADERS.total]).toBe(String(total));
    const cursor = first.headers[LIST_HEADERS.nextCursor] as string;
    expect(cursor).toBeTruthy();
    const second = await get(student, `/api/badges?limit=2&cursor=${cursor}`);
    expect(second.json().badges[0].id).toBe(catalogue[2]!.id);
    expect(second.headers[LIST_HEADERS.total]).toBeUndefined();

    const byName = await get(staff, `/api/badges?q=${prefix.toUpperCase()}&limit=2`);
    expect(byName.json().badges.map((badge: Badge) => badge.badge_name)).toEqual([`${prefix} a`, `${prefix} b`]);
    expect(byName.json().badges[0].assigned_count).toBe(7);
    expect(byName.headers[LIST_HEADERS.total]).toBe('3');
    const byCode = await get(staff, `/api/badges?q=${made[0]!.badge_code.toLowerCase()}`);
    expect(byCode.json().badges.map((badge: Badge) => badge.id)).toEqual([made[0]!.id]);
    expect((await get(staff, '/api/badges?cursor=nope')).json().code).toBe('INVALID_CURSOR');
  });
});
