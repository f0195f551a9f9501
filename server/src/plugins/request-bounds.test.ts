import { once } from 'node:events';
import net from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { INPUT_MESSAGES } from '@contracts/errors';
import {
  JSON_BODY_LIMIT,
  JSON_MAX_DEPTH,
  JSON_MAX_VALUES,
  jsonNestingExceeds,
  jsonShapeProblem,
  PUBLIC_BODY_LIMIT,
} from './request-bounds';

const nested = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestingExceeds', () => {
  it('counts objects and arrays opened inside one another', () => {
    expect(jsonNestingExceeds(nested(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nested(33), 32)).toBe(true);
    expect(jsonNestingExceeds(arrays(33), 32)).toBe(true);
    expect(jsonNestingExceeds(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ a: '['.repeat(100) }), 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: '\\"[[[[', b: '"{{{{' }), 2)).toBe(false);
    expect(jsonNestingExceeds(`{"a":"\\\\",${'"b":['.repeat(1)}${'['.repeat(5)}${']'.repeat(6)}}`, 3)).toBe(true);
  });
});

describe('jsonShapeProblem', () => {
  it('counts every member and item, whatever their nesting, and skips commas inside strings', () => {
    const items = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => i));
    // An array of n items: the array and its n - 1 commas.
    expect(jsonShapeProblem(items(100), 32, 100)).toBeUndefined();
    expect(jsonShapeProblem(items(101), 32, 100)).toBe('values');
    const members = JSON.stringify(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, [i]])));
    expect(jsonShapeProblem(members, 32, 200)).toBe('values');
    expect(jsonShapeProblem(JSON.stringify({ a: ','.repeat(1000) }), 32, 10)).toBeUndefined();
    expect(jsonShapeProblem(nested(33), 32, 1000)).toBe('depth');
  });
});

describe('request bounds', () => {
  let context: TestContext;
  let staff: TestUser;

  beforeAll(async () => {
    context = await buildTestApp();
    staff = await signInAs(context, 'staff');
  });

  const login = (payload: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses a 900 KB deeply nested sign-in body with 413 before reading it', async () => {
    const body = arrays(450_000);
    const started = performance.now();
    const response = await login(body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('does not read the rest of a large body refused to someone not signed in: the connection ends with the answer', async () => {
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    await once(socket, 'connect');
    // 900 KB announced, 1 KB sent: the server answers and ends the connection without waiting for the rest.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n${'['.repeat(1024)}`,
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = await Promise.race([
      once(socket, 'close').then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1.1 413/);
    expect(ended).toBe(true);
  });

  it(`takes at most ${PUBLIC_BODY_LIMIT} bytes on a public route`, async () => {
    const big = await login(JSON.stringify({ email: 'someone@test.school', password: 'x'.repeat(PUBLIC_BODY_LIMIT) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const fits = await login(JSON.stringify({ email: 'someone@test.school', password: 'x'.repeat(200) }));
    expect(fits.statusCode).toBe(401);
  });

  it(`refuses JSON nested more than ${JSON_MAX_DEPTH} levels with 400, on a public route and a signed-in one`, async () => {
    const deep = JSON.stringify({ email: 'someone@test.school', password: 'x' }).replace('"x"', nested(JSON_MAX_DEPTH));
    const refused = await login(deep);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'El JSON enviado tiene demasiados niveles de anidación.',
    });
    const signedIn = await context.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: { ...staff.auth, 'content-type': 'application/json' },
      payload: arrays(100_000),
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().code).toBe('BAD_REQUEST');
    // At the limit, the body is parsed and validated as usual.
    const shallow = await login(
      JSON.stringify({ email: 'someone@test.school', password: 'x' }).replace('"x"', nested(JSON_MAX_DEPTH - 1)),
    );
    expect(shallow.json().code).toBe('VALIDATION_FAILED');
  });

  it(`refuses a signed-in JSON body of more than ${JSON_MAX_VALUES} values with 400 before parsing it`, async () => {
    const manyKeys = JSON.stringify({
      title: 'Idea',
      ...Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 0])),
    });
    const parse = vi.spyOn(JSON, 'parse');
    let refused: Awaited<ReturnType<typeof context.app.inject>>;
    try {
      refused = await context.app.inject({
        method: 'POST',
        url: '/api/ideas',
        headers: { ...staff.auth, 'content-type': 'application/json' },
        payload: manyKeys,
      });
      // The scan alone: the body never reached JSON.parse (nor the walk of its 20,000 keys after it). Asked of the
      // calls rather than of the time taken, which a busy machine stretches.
      expect(parse.mock.calls.filter(([text]) => text === manyKeys)).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: INPUT_MESSAGES.tooManyValues.message });
    // A grade sheet's real size (500 grades of a few fields) is far under the bound.
    const gradeSheet = JSON.stringify({
      grades: Array.from({ length: 500 }, (_, i) => ({
        student_id: i + 1,
        course: 'Animación',
        grade: 87.5,
        term: 'T1',
      })),
    });
    expect(jsonShapeProblem(gradeSheet, JSON_MAX_DEPTH, JSON_MAX_VALUES)).toBeUndefined();
  });

  it(`takes JSON of at most ${JSON_BODY_LIMIT} bytes on a signed-in route, and gives the usual JSON refusals`, async () => {
    const tooLarge = await context.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: staff.auth,
      payload: { title: 'Idea', description: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(tooLarge.statusCode).toBe(413);
    const large = await context.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: staff.auth,
      payload: { title: 'Idea', description: 'x'.repeat(200_000) },
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().code).toBe('VALIDATION_FAILED');
    const malformed = await login('{"email":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
    const poisoned = await login('{"email":"a@b.c","password":"x","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
