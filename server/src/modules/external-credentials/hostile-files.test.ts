import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart } from '../../../test/multipart';
import { teacherIdOf } from '../../../test/profile-ids';

/*
 * The hostile files of issue 41, sent to the routes that read a credential file: each is refused in plain words
 * (4xx, never 500) well under a second, read in the pool of untrusted work while the main thread's event loop
 * stays free (decision 030).
 */

const [context, teacher] = await signedInApp('teacher');

/**
 * Each refusal's message names the bound that stopped the file, so none was stopped by the pool's time limit (5 s,
 * untrusted-work/pool.ts). The time asks that none came near it: half the limit, as a busy 2-core machine took 1.05 s
 * for what took 0.11 s alone (a bound of 1 s failed a clean `npm test`).
 */
const WELL_WITHIN_TIME_LIMIT_MS = 2_500;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer, declaredLength = data.length): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(declaredLength, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

const IHDR = chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]));

async function send(content: Buffer, url = '/api/external-credentials/check') {
  const form = multipart({}, [{ filename: 'credencial', content }]);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const response = await context.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...teacher.auth, ...form.headers },
  });
  const ms = performance.now() - started;
  delay.disable();
  return {
    response,
    ms,
    delayP99Ms: delay.percentile(99) / 1e6,
    body: response.json<{ code: string; message: string }>(),
  };
}

/** The event loop's p99 while a file is read, in ms: a reader on the main thread holds it far longer. */
const EVENT_LOOP_P99_MS = 100;

/**
 * `send`, and the event loop's delay read on up to three sends of the file. A reader on the main thread holds the loop
 * on every send; a busy 2-core machine (four test workers and PostgreSQL) held this process for 115 ms on one send
 * of a file read in the pool. So the least p99 of the sends counts.
 */
async function sendWatchingEventLoop(content: Buffer) {
  const first = await send(content);
  let least = first.delayP99Ms;
  for (let again = 1; again < 3 && least >= EVENT_LOOP_P99_MS; again++)
    least = Math.min(least, (await send(content)).delayP99Ms);
  return { ...first, delayP99Ms: least };
}

// The pool's thread starts with the first file; the attacks are timed on a warm one.
await send(Buffer.from('{"no":"credential"}'));

describe('hostile credential files', () => {
  it('an SVG of 1.5 MB of never closed <openbadges:credential> elements: refused at once, the event loop free', async () => {
    const open = '<openbadges:credential>';
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0">${open.repeat(Math.ceil(1_500_000 / open.length))}`,
    );
    expect(svg.length).toBeGreaterThan(1_500_000);
    const { response, ms, delayP99Ms, body } = await sendWatchingEventLoop(svg);
    expect(response.statusCode).toBe(422);
    expect(body).toMatchObject({ code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/^El SVG anida más de/) });
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
    expect(delayP99Ms).toBeLessThan(EVENT_LOOP_P99_MS);
  });

  it('an SVG of unclosed elements of another name, past the credential element: read linearly, refused', async () => {
    // 150,000 elements: a reader that went back over what it had read would meet the pool's time limit and answer its
    // refusal instead. (A ratio of two sizes' times, tried instead, failed at 3.6 against 3 under a busy npm test.)
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><g>${'<g>'.repeat(200)}${'<circle r="1"/>'.repeat(150_000)}`,
    );
    const { response, ms, body } = await send(svg);
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('CREDENTIAL_NOT_IN_FILE');
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
  });

  it('a 16-byte PNG whose first chunk says 0x20000000 bytes: refused without allocating them', async () => {
    const png = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(0), 0x20000000)]).subarray(0, 20);
    const before = process.memoryUsage().rss;
    const { response, ms, body } = await send(png);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 'CREDENTIAL_NOT_IN_FILE', message: expect.stringMatching(/^El PNG está dañado/) });
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('a PNG whose iTXt chunk inflates to 64 MB: refused by the output cap', async () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    const data = Buffer.concat([Buffer.from('openbadgecredential\0\x01\x00\0\0', 'latin1'), bomb]);
    const png = Buffer.concat([PNG_SIGNATURE, IHDR, chunk('iTXt', data), chunk('IEND', Buffer.alloc(0))]);
    expect(png.length).toBeLessThan(200_000);
    const { response, ms, delayP99Ms, body } = await sendWatchingEventLoop(png);
    expect(response.statusCode).toBe(422);
    expect(body).toMatchObject({ code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/al descomprimirlo/) });
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
    expect(delayP99Ms).toBeLessThan(EVENT_LOOP_P99_MS);
  });

  it('a PNG of 230,000 tiny chunks: refused after 10,000', async () => {
    const tiny = chunk('tIME', Buffer.alloc(0));
    const png = Buffer.concat([PNG_SIGNATURE, IHDR, ...Array.from({ length: 230_000 }, () => tiny)]);
    const { response, ms, body } = await send(png);
    expect(response.statusCode).toBe(422);
    expect(body).toMatchObject({ code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/más de 10\.000 bloques/) });
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
  });

  const credentialWith = (tags: unknown[]) =>
    Buffer.from(
      JSON.stringify({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        type: ['VerifiableCredential'],
        issuer: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
        validFrom: '2024-01-01T00:00:00Z',
        credentialSubject: { id: 'did:example:1', tags },
      }),
    );

  it('a credential with one array of 100,000 strings: 422 in plain words, quickly', async () => {
    const strings = Array.from({ length: 100_000 }, (_, i) => `cadena de texto número ${i} de la credencial`);
    const { response, ms, delayP99Ms, body } = await sendWatchingEventLoop(credentialWith(strings));
    expect(response.statusCode).toBe(422);
    expect(body).toMatchObject({ code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/más de 5000 valores/) });
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
    expect(delayP99Ms).toBeLessThan(EVENT_LOOP_P99_MS);
  });

  it('a credential with one array of 200,000 numbers: 422, not a 500 of a stack overflow', async () => {
    const { response, ms, body } = await send(credentialWith(Array.from({ length: 200_000 }, (_, i) => i)));
    expect(response.statusCode).toBe(422);
    expect(body.code).toBe('FILE_TOO_COMPLEX');
    expect(ms).toBeLessThan(WELL_WITHIN_TIME_LIMIT_MS);
  });

  it('the same refusals on the route that keeps a credential on a record: nothing kept', async () => {
    const teacherId = await teacherIdOf(context, teacher);
    const url = `/api/teachers/${teacherId}/external-credentials`;
    const { response, body } = await send(credentialWith(Array.from({ length: 200_000 }, (_, i) => i)), url);
    expect(response.statusCode).toBe(422);
    expect(body).toEqual({ code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/más de 5000 valores/) });
    const list = await context.app.inject({ method: 'GET', url, headers: teacher.auth });
    expect(list.json<{ items: unknown[] }>().items).toEqual([]);
  });
});
