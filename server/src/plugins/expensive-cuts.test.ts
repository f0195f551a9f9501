import type net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { cutRequest } from '../../test/cut-request';
import { multipart, sampleFiles } from '../../test/multipart';
import { cutAfter } from '../../../scripts/chaos/raw-http';
import { EXPENSIVE_LIMITS } from './expensive';

/**
 * Expensive calls whose clients went away, on real sockets: before the body, in the middle of it, during the
 * answer. Each gives its running place back, so after many such cuts by two people, each still gets through.
 */

let context: TestContext;
let port: number;
let people: TestUser[];

beforeAll(async () => {
  context = await buildTestApp();
  people = await Promise.all([signInAs(context, 'staff'), signInAs(context, 'staff')]);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
});

/** A credential check's multipart body: a JSON file of 200 KB, so the cuts fall well inside it. */
function credentialBody() {
  return multipart({}, [
    { filename: 'credencial.json', content: sampleFiles.pdf(200_000), contentType: 'application/json' },
  ]);
}

/** One cut upload to the credential check: `bodyBytes` of its body sent, then the connection closed. */
async function cutCheck(person: TestUser, bodyBytes: number, afterMs: number, reset: boolean): Promise<void> {
  const body = credentialBody();
  await cutRequest({
    port,
    method: 'POST',
    path: '/api/external-credentials/check',
    headers: { ...body.headers, ...person.auth },
    body: body.payload,
    bodyBytes,
    afterMs,
    reset,
  });
}

describe('an expensive call whose client went away', () => {
  it('gives its place back, before the body, during it and during the answer: two people still get through', async () => {
    expect(context.app.expensiveCalls.running).toBe(0);
    // Before the body, at its first bytes, half-way; at once (the client is gone before the session is even looked
    // up) or a moment later (the call is running, reading its body); closed or reset. 12 per person, 2 at a time.
    const cuts: [bodyBytes: number, afterMs: number, reset: boolean][] = [
      [0, 0, false],
      [0, 0, true],
      [300, 0, false],
      [300, 0, true],
      [100_000, 0, false],
      [100_000, 0, true],
      [0, 100, false],
      [300, 100, true],
      [100_000, 100, false],
      [100_000, 100, true],
      [300, 30, false],
      [0, 30, true],
    ];
    await Promise.all(
      people.map(async (person) => {
        for (const [bodyBytes, afterMs, reset] of cuts) await cutCheck(person, bodyBytes, afterMs, reset);
      }),
    );
    // A streamed export cut during its answer: at once, after its headers, in the middle.
    await Promise.all(
      people.flatMap((person) =>
        [0, 200, 2_000].map((after, index) =>
          cutAfter({ port, path: '/api/staff/students.csv', auth: person.auth, after, reset: index % 2 === 0 }),
        ),
      ),
    );
    await expect.poll(() => context.app.expensiveCalls.running, { timeout: 5_000 }).toBe(0);
    for (const person of people) {
      const analytics = await context.app.inject({ method: 'GET', url: '/api/staff/analytics', headers: person.auth });
      expect(analytics.statusCode).toBe(200);
      const exported = await context.app.inject({
        method: 'GET',
        url: '/api/staff/teachers.csv',
        headers: person.auth,
      });
      expect(exported.statusCode).toBe(200);
      // And as many at once as a person may run: none is still held by a cut call.
      const together = await Promise.all(
        Array.from({ length: EXPENSIVE_LIMITS.runningPerPerson }, () =>
          context.app.inject({ method: 'GET', url: '/api/staff/analytics', headers: person.auth }),
        ),
      );
      expect(together.map((answer) => answer.statusCode)).toEqual(
        Array.from({ length: EXPENSIVE_LIMITS.runningPerPerson }, () => 200),
      );
    }
    expect(context.app.expensiveCalls.running).toBe(0);
    // An error's answer gives the place back too.
    const notACredential = multipart({}, [
      { filename: 'nada.json', content: Buffer.from('esto no es JSON'), contentType: 'application/json' },
    ]);
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/external-credentials/check',
      payload: notACredential.payload,
      headers: { ...notACredential.headers, ...people[0]!.auth },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(context.app.expensiveCalls.running).toBe(0);
  }, 60_000);
});

describe('the lease of a running place', () => {
  it('takes the place back once it expires, while the request still hangs', async () => {
    const leased = await buildTestApp({ expensiveLimits: { ...EXPENSIVE_LIMITS, leaseMs: 300 } });
    const person = await signInAs(leased, 'staff');
    await leased.app.listen({ port: 0, host: '127.0.0.1' });
    const leasedPort = (leased.app.server.address() as net.AddressInfo).port;
    const body = credentialBody();
    // The body's first bytes, then nothing for 2 s: a client that neither sends nor goes.
    const hanging = cutRequest({
      port: leasedPort,
      method: 'POST',
      path: '/api/external-credentials/check',
      headers: { ...body.headers, ...person.auth },
      body: body.payload,
      bodyBytes: 300,
      afterMs: 2_000,
    });
    await expect.poll(() => leased.app.expensiveCalls.running, { timeout: 1_000, interval: 20 }).toBe(1);
    await expect.poll(() => leased.app.expensiveCalls.running, { timeout: 1_500, interval: 20 }).toBe(0);
    await hanging;
    expect(leased.app.expensiveCalls.running).toBe(0);
  }, 20_000);
});
