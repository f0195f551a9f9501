import type net from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_MEGAPIXELS, PHOTO_MESSAGES } from '@contracts/photos';
import { portfolioWorks } from '../db/schema/index';
import { photoRenders } from '../modules/photos/photo-sizes';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { cutRequest, startRequest } from '../../test/cut-request';
import { multipart } from '../../test/multipart';
import { teacherIdOf } from '../../test/profile-ids';
import { storedFiles } from '../../test/stored-files';
import { CPU_HEAVY_LIMITS, CPU_HEAVY_MESSAGES } from './cpu-heavy';
import { asDeclared } from '@contracts/i18n/texts';

/**
 * Fair shares of uploads that cost CPU, on real sockets where an upload must stay under way: two at once per
 * person, CPU_HEAVY_LIMITS.runningOverall in all, refused at once with Retry-After beyond; places given back
 * however the upload ends; an image of too many pixels refused from its header.
 */

let context: TestContext;
let port: number;
let teachers: { user: TestUser; id: number }[];
let png: Buffer;

beforeAll(async () => {
  context = await buildTestApp();
  const people = Math.ceil(CPU_HEAVY_LIMITS.runningOverall / CPU_HEAVY_LIMITS.runningPerPerson) + 2;
  teachers = await Promise.all(
    Array.from({ length: people }, async () => {
      const user = await signInAs(context, 'teacher');
      return { user, id: await teacherIdOf(context, user) };
    }),
  );
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
});

const photoBody = (content: Buffer) => multipart({}, [{ filename: 'foto.png', content }]);
const workBody = (content: Buffer, filename = 'obra.png') =>
  multipart({ title: 'Obra' }, [{ field: 'image', filename, content }]);

const putPhoto = (teacher: { user: TestUser; id: number }, content = png) => {
  const body = photoBody(content);
  return context.app.inject({
    method: 'PUT',
    url: `/api/photos/teacher/${teacher.id}`,
    payload: body.payload,
    headers: { ...body.headers, ...teacher.user.auth },
  });
};

const postWork = (teacher: { user: TestUser; id: number }, content = png, filename = 'obra.png') => {
  const body = workBody(content, filename);
  return context.app.inject({
    method: 'POST',
    url: `/api/teachers/${teacher.id}/portfolio`,
    payload: body.payload,
    headers: { ...body.headers, ...teacher.user.auth },
  });
};

/** A photo upload under way: its headers and first bytes sent, the rest held back until `cut`. */
function hangingPhoto(teacher: { user: TestUser; id: number }) {
  const body = photoBody(png);
  return startRequest({
    port,
    method: 'PUT',
    path: `/api/photos/teacher/${teacher.id}`,
    headers: { ...body.headers, ...teacher.user.auth },
    body: body.payload,
    bodyBytes: 200,
  });
}

const running = () => context.app.cpuHeavyCalls.running;

describe('fair shares of CPU-heavy uploads', () => {
  it("refuses a person's third upload at once, 429 with Retry-After; others still upload", async () => {
    const [teacher, other] = teachers as [(typeof teachers)[0], (typeof teachers)[0]];
    const under = await Promise.all([hangingPhoto(teacher), hangingPhoto(teacher)]);
    await expect.poll(running, { timeout: 2_000, interval: 10 }).toBe(2);
    const started = performance.now();
    const third = await postWork(teacher);
    expect(performance.now() - started).toBeLessThan(500);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.json()).toEqual({ code: 'RATE_LIMITED', message: CPU_HEAVY_MESSAGES.yours.message });
    // Refused before its body was read: no work was written.
    expect(await context.db.select().from(portfolioWorks).where(eq(portfolioWorks.teacherId, teacher.id))).toEqual([]);
    expect((await putPhoto(other)).statusCode).toBe(200);
    await Promise.all(under.map((request) => request.cut()));
    await expect.poll(running, { timeout: 2_000, interval: 10 }).toBe(0);
    expect((await postWork(teacher)).statusCode).toBe(201);
  });

  it('reads one import preview at a time in the process: a second staff member is told to come back', async () => {
    const [first, second] = await Promise.all([signInAs(context, 'staff'), signInAs(context, 'staff')]);
    const csv = Buffer.from('full_name,email\nAna Pérez,ana.preview@school.test\n', 'utf8');
    const body = multipart({}, [{ filename: 'docentes.csv', content: csv }]);
    const preview = (user: TestUser) =>
      context.app.inject({
        method: 'POST',
        url: '/api/staff/import/teachers/preview',
        payload: body.payload,
        headers: { ...body.headers, ...user.auth },
      });
    const underWay = await startRequest({
      port,
      method: 'POST',
      path: '/api/staff/import/teachers/preview',
      headers: { ...body.headers, ...first.auth },
      body: body.payload,
      bodyBytes: 40,
    });
    await expect.poll(running, { timeout: 2_000, interval: 10 }).toBe(1);
    const refused = await preview(second);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ code: 'SERVER_BUSY', message: CPU_HEAVY_MESSAGES.everyone.message });
    await underWay.cut();
    await expect.poll(running, { timeout: 2_000, interval: 10 }).toBe(0);
    expect((await preview(second)).statusCode).toBe(200);
  });

  it(`refuses beyond ${CPU_HEAVY_LIMITS.runningOverall} uploads in all, 503 with Retry-After`, async () => {
    const under = await Promise.all(
      Array.from({ length: CPU_HEAVY_LIMITS.runningOverall }, (_, index) =>
        hangingPhoto(teachers[Math.floor(index / CPU_HEAVY_LIMITS.runningPerPerson)]!),
      ),
    );
    await expect.poll(running, { timeout: 2_000, interval: 10 }).toBe(CPU_HEAVY_LIMITS.runningOverall);
    const refused = await putPhoto(teachers.at(-1)!);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ code: 'SERVER_BUSY', message: CPU_HEAVY_MESSAGES.everyone.message });
    await Promise.all(under.map((request, index) => request.cut(index % 2 === 0)));
    await expect.poll(running, { timeout: 2_000, interval: 10 }).toBe(0);
    expect((await putPhoto(teachers.at(-1)!)).statusCode).toBe(200);
  });

  it('gives every place back after uploads cut before, during and at the end of their bodies, by two people', async () => {
    const cutPoints = [0, 100, 1_000, -10];
    await Promise.all(
      teachers.slice(0, 2).map(async (teacher) => {
        for (const [index, point] of cutPoints.entries()) {
          for (const route of ['photo', 'work'] as const) {
            const body = route === 'photo' ? photoBody(png) : workBody(png);
            await cutRequest({
              port,
              method: route === 'photo' ? 'PUT' : 'POST',
              path: route === 'photo' ? `/api/photos/teacher/${teacher.id}` : `/api/teachers/${teacher.id}/portfolio`,
              headers: { ...body.headers, ...teacher.user.auth },
              body: body.payload,
              bodyBytes: point < 0 ? body.payload.length + point : point,
              afterMs: index % 2 === 0 ? 0 : 50,
              reset: index % 2 === 1,
            });
          }
        }
      }),
    );
    await expect.poll(running, { timeout: 3_000, interval: 10 }).toBe(0);
    for (const teacher of teachers.slice(0, 2)) {
      const both = await Promise.all([putPhoto(teacher), postWork(teacher)]);
      expect(both.map((answer) => `${answer.statusCode} ${answer.statusCode >= 400 ? answer.body : ''}`)).toEqual([
        '200 ',
        '201 ',
      ]);
    }
    expect(running()).toBe(0);
    expect(photoRenders.runningNow).toBe(0);
  });
});

describe('an image of too many pixels', () => {
  it('is refused 422 from its header, quickly, without decoding; nothing is kept', async () => {
    // A 100-megapixel PNG of one colour: ~400 KB on the wire, ~300 MB once decoded.
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const teacher = teachers.at(-1)!;
    const filesBefore = storedFiles(context);
    const renders = vi.spyOn(photoRenders, 'run');
    for (const send of [putPhoto, postWork]) {
      const started = performance.now();
      const refused = await send(teacher, huge);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: asDeclared(PHOTO_MESSAGES.tooManyPixels, { width: 10_000, height: 10_000, max: PHOTO_MAX_MEGAPIXELS }),
      });
    }
    expect(renders).not.toHaveBeenCalled();
    renders.mockRestore();
    expect(storedFiles(context)).toEqual(filesBefore);
    expect(await context.db.select().from(portfolioWorks).where(eq(portfolioWorks.teacherId, teacher.id))).toEqual([]);
  });

  it('takes a phone photo of 50 megapixels (8192 × 6144)', async () => {
    const phone = await sharp({ create: { width: 8192, height: 6144, channels: 3, background: '#806040' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const teacher = teachers.at(-2)!;
    const answer = await postWork(teacher, phone, 'foto-del-movil.jpg');
    expect(answer.statusCode).toBe(201);
  }, 30_000);
});

describe('a 503 of a busy server', () => {
  it('is sent after the refusal pause, like a 429: a client looping on it costs a timer', async () => {
    const paused = await buildTestApp({ refusalPauseMs: 300 });
    const people = await Promise.all(
      Array.from(
        { length: Math.ceil(CPU_HEAVY_LIMITS.runningOverall / CPU_HEAVY_LIMITS.runningPerPerson) + 1 },
        async () => {
          const user = await signInAs(paused, 'teacher');
          return { user, id: await teacherIdOf(paused, user) };
        },
      ),
    );
    await paused.app.listen({ port: 0, host: '127.0.0.1' });
    const pausedPort = (paused.app.server.address() as net.AddressInfo).port;
    const body = photoBody(png);
    const under = await Promise.all(
      Array.from({ length: CPU_HEAVY_LIMITS.runningOverall }, (_, index) => {
        const teacher = people[Math.floor(index / CPU_HEAVY_LIMITS.runningPerPerson)]!;
        return startRequest({
          port: pausedPort,
          method: 'PUT',
          path: `/api/photos/teacher/${teacher.id}`,
          headers: { ...body.headers, ...teacher.user.auth },
          body: body.payload,
          bodyBytes: 200,
        });
      }),
    );
    await expect
      .poll(() => paused.app.cpuHeavyCalls.running, { timeout: 2_000, interval: 10 })
      .toBe(CPU_HEAVY_LIMITS.runningOverall);
    const last = people.at(-1)!;
    const started = performance.now();
    const refused = await paused.app.inject({
      method: 'PUT',
      url: `/api/photos/teacher/${last.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...last.user.auth },
    });
    expect(refused.statusCode).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await Promise.all(under.map((request) => request.cut()));
    await expect.poll(() => paused.app.cpuHeavyCalls.running, { timeout: 2_000, interval: 10 }).toBe(0);
  });
});
