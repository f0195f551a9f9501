import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import { INPUT_MESSAGES } from '@contracts/errors';
import type { TestUser } from '../../test/build-app';
import { signedInApp } from '../../test/signed-in-app';
import { teacherPayload } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/multipart';
import { databaseFingerprint, type Queryable } from '../../../scripts/chaos/fuzz-fingerprint';
import { findTextProblem } from './text-input';

const [context, staff, teacher] = await signedInApp('staff', 'teacher');
let teacherId: number;

beforeAll(async () => {
  teacherId = (await context.app.inject({ method: 'GET', url: '/api/teacher/profile', headers: teacher.auth })).json<{
    id: number;
  }>().id;
});

const database: Queryable = { query: async (text) => context.db.execute(sql.raw(text)) };

/** Every table's rows and every stored file, to prove that a refusal wrote nothing. */
async function stored() {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    tables: Object.fromEntries(await databaseFingerprint(database, { exclude: [] })),
    files: files(context.filesDir).sort(),
  };
}

/** Sends the requests and expects each to be refused with `status` and `message`, with nothing stored. */
async function expectRefused(requests: InjectOptions[], status: number, message: string, issuePath?: string[]) {
  const before = await stored();
  for (const request of requests) {
    const response = await context.app.inject(request);
    expect(response.statusCode, `${JSON.stringify(request).slice(0, 200)} → ${response.body}`).toBe(status);
    const body = response.json<{ message: string; issues?: { path: string[]; message: string }[] }>();
    expect(body.message).toBe(message);
    if (issuePath) expect(body.issues).toEqual([{ path: issuePath, message }]);
  }
  expect(await stored()).toEqual(before);
}

const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, user: TestUser, payload: unknown): InjectOptions => ({
  method,
  url,
  headers: user.auth,
  payload: payload as object,
});

function upload(fields: Record<string, string>, filename = 'cv.pdf'): InjectOptions {
  const body = multipart(fields, [{ filename, content: sampleFiles.pdf() }]);
  return {
    method: 'POST' as const,
    url: '/api/documents',
    headers: { ...body.headers, ...teacher.auth },
    payload: body.payload,
  };
}

const uploadFields = () => ({ document_type: 'teacher', document_tag: 'cv', entity_id: String(teacherId) });

describe('text PostgreSQL cannot store, in any field', () => {
  it('refuses NUL in a JSON body field with the validation shape, whatever the route', async () => {
    await expectRefused(
      [json('POST', '/api/ideas', teacher, { content: 'una idea\u0000' })],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['content'],
    );
    await expectRefused(
      [json('POST', '/api/staff/teachers', staff, teacherPayload({ full_name: '\u0000' }))],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['full_name'],
    );
    await expectRefused(
      [
        json('POST', '/api/courses', staff, {
          name: 'Curso',
          course_code: 'C-1',
          duration_type: ['free'],
          description: 'a\u0000b',
        }),
      ],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['description'],
    );
  });

  it('refuses NUL nested in arrays and objects, and in object keys', async () => {
    await expectRefused(
      [
        json(
          'POST',
          '/api/staff/teachers',
          staff,
          teacherPayload({
            academic_titles: ['licenciado', 'magister'],
            academic_title_descriptions: ['Licenciatura', 'Maes\u0000tría'],
          }),
        ),
      ],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['academic_title_descriptions', '1'],
    );
    await expectRefused(
      [
        json('PUT', '/api/teacher/profile', teacher, {
          full_name: 'Ana',
          social_media: { linkedin: 'https://example.test/\u0000' },
        }),
      ],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['social_media', 'linkedin'],
    );
    await expectRefused(
      [json('PUT', '/api/teacher/profile', teacher, { full_name: 'Ana', social_media: { 'x\u0000': 'y' } })],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['social_media'],
    );
  });

  it('refuses NUL in a query string and in a path parameter', async () => {
    await expectRefused(
      [{ method: 'GET', url: '/api/teachers?q=ana%00', headers: teacher.auth }],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['q'],
    );
    await expectRefused(
      [{ method: 'GET', url: '/api/staff/teachers?cursor=%00', headers: staff.auth }],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['cursor'],
    );
    await expectRefused(
      [{ method: 'GET', url: '/api/documents/entity/teacher/code/TC%00', headers: staff.auth }],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['teacher_code'],
    );
  });

  it('refuses lone UTF-16 surrogates (a jsonb column cannot take them) and keeps real pairs', async () => {
    await expectRefused(
      [
        {
          method: 'POST',
          url: '/api/ideas',
          headers: { ...teacher.auth, 'content-type': 'application/json' },
          payload: '{"content":"idea \\ud800"}',
        },
        {
          method: 'POST',
          url: '/api/ideas',
          headers: { ...teacher.auth, 'content-type': 'application/json' },
          payload: '{"content":"\\udc00\\ud800"}',
        },
      ],
      400,
      INPUT_MESSAGES.loneSurrogate.message,
      ['content'],
    );
    await expectRefused(
      [
        {
          ...json('POST', '/api/staff/teachers', staff, {}),
          headers: { ...staff.auth, 'content-type': 'application/json' },
          payload: JSON.stringify(teacherPayload({ academic_title_descriptions: ['a', '\uD83D'] })),
        },
      ],
      400,
      INPUT_MESSAGES.loneSurrogate.message,
      ['academic_title_descriptions', '1'],
    );
    const emoji = await context.app.inject(json('POST', '/api/ideas', teacher, { content: 'Más café ☕ y 😀' }));
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().content).toBe('Más café ☕ y 😀');
  });

  it('allows other control characters, which PostgreSQL stores', async () => {
    const response = await context.app.inject(
      json('POST', '/api/ideas', teacher, { content: 'línea 1\nlínea 2\ttab \u0001' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses NUL in a multipart field, its name and the file name, storing no file and no row', async () => {
    await expectRefused(
      [upload({ ...uploadFields(), document_tag: 'cv\u0000' })],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['document_tag'],
    );
    await expectRefused(
      [upload({ ...uploadFields(), 'visibi\u0000lity': 'public' })],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      [],
    );
    await expectRefused(
      [upload(uploadFields(), 'cv\u0000.pdf'), upload(uploadFields(), '\u0000')],
      400,
      INPUT_MESSAGES.nulCharacter.message,
      ['file'],
    );
    const accepted = await context.app.inject(upload(uploadFields(), 'cv\u0001.pdf'));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().document.original_name).toBe('cv.pdf');
  });

  it('walks a deeply nested body without exhausting the stack', async () => {
    const depth = 100_000;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: { ...teacher.auth, 'content-type': 'application/json' },
      payload: `{"content":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    // Such a body is refused before it is parsed (plugins/request-bounds.ts); the walk itself is checked on a value.
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INPUT_MESSAGES.tooDeeplyNested.message);
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < depth; level++) deep = [deep];
    expect(findTextProblem({ content: deep })?.message).toEqual(INPUT_MESSAGES.nulCharacter);
    expect(findTextProblem({ a: [{ b: ['ok', 'x\u0000'] }] })).toEqual({
      path: ['a', '0', 'b', '1'],
      message: INPUT_MESSAGES.nulCharacter,
    });
  });
});

describe('other values PostgreSQL refuses', () => {
  it('answers ids past the integer range as a client error, not 500', async () => {
    for (const url of [
      '/api/teachers/99999999999',
      '/api/courses/2147483648',
      '/api/user-badges/teacher/99999999999',
      '/api/documents/entity/teacher/99999999999',
      '/api/document-direct/99999999999',
    ]) {
      const response = await context.app.inject({ method: 'GET', url, headers: staff.auth });
      expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url} → ${response.body}`).toBeLessThan(500);
    }
    await expectRefused(
      [
        json('POST', '/api/ideas/99999999999/vote', teacher, undefined),
        { method: 'DELETE', url: '/api/staff/teachers/99999999999', headers: staff.auth },
      ],
      400,
      'ID inválido',
    );
    await expectRefused(
      [
        json('POST', '/api/courses', staff, {
          name: 'Curso',
          course_code: 'C-2',
          duration_type: ['free'],
          teacher_id: 99_999_999_999,
        }),
      ],
      400,
      'Profesor inválido',
      ['teacher_id'],
    );
    await expectRefused(
      [upload({ ...uploadFields(), entity_id: '99999999999' })],
      400,
      'La entidad con ID 99999999999 no existe o no tienes permisos para acceder a ella',
    );
  });

  it('refuses cursors whose content PostgreSQL cannot compare', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    await expectRefused(
      [
        {
          method: 'GET',
          url: `/api/staff/teachers?limit=1&cursor=${cursor(['a', 99_999_999_999])}`,
          headers: staff.auth,
        },
      ],
      400,
      'Cursor de página inválido',
    );
    await expectRefused(
      [{ method: 'GET', url: `/api/courses?cursor=${cursor(['a\u0000', 1])}`, headers: staff.auth }],
      400,
      'Cursor de página inválido',
    );
  });

  it('refuses a birthdate in year 0 and an email too long for its index', async () => {
    await expectRefused(
      [json('POST', '/api/staff/teachers', staff, teacherPayload({ birthdate: '0000-01-01' }))],
      400,
      'Fecha de nacimiento inválida',
      ['birthdate'],
    );
    const email = `${'a'.repeat(60)}@${'b'.repeat(3_000)}.test`;
    await expectRefused(
      [
        json('POST', '/api/auth/register', staff, {
          username: 'largo',
          email,
          password: 'secret-123',
          role: 'teacher',
        }),
      ],
      400,
      // The register form's English words (§5), in the school's language for a request that names none.
      'Por favor ingresa un correo electrónico válido.',
      ['email'],
    );
  });

  it('answers malformed forms and bodies with 4xx', async () => {
    const form = multipart(uploadFields(), [{ filename: 'cv.pdf', content: sampleFiles.pdf() }]);
    const cases = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: form.payload },
      { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: form.payload },
      { headers: form.headers, payload: form.payload.subarray(0, 200) },
      { headers: { 'content-type': 'application/json' }, payload: '{"content":' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    ];
    const before = await stored();
    for (const each of cases) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...teacher.auth, ...each.headers },
        payload: each.payload,
      });
      expect(response.statusCode, `${each.headers['content-type']} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await stored()).toEqual(before);
  });

  it('reads and drops the rest of a body refused at its first bytes, so a kept-alive connection goes on', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const call = (options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer }) =>
      new Promise<{ status: number; body: string; reusedSocket: boolean }>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          agent,
          method: options.method,
          path: options.path,
          headers: options.headers,
          timeout: 5_000,
        });
        request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
        request.on('error', reject);
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, reusedSocket: request.reusedSocket }),
          );
        });
        request.end(options.body);
      });
    // A .pdf whose content is not a PDF is refused after its first 4,100 bytes; 3 MB follow.
    const form = multipart(uploadFields(), [{ filename: 'cv.pdf', content: Buffer.alloc(3_000_000, 65) }]);
    const refused = await call({
      method: 'POST',
      path: '/api/documents',
      headers: { ...form.headers, ...teacher.auth, 'content-length': String(form.payload.length) },
      body: form.payload,
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toBe(DOCUMENT_MESSAGES.contentMismatch.message);
    const next = await call({ method: 'GET', path: '/api/health' });
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
    agent.destroy();
  });
});
