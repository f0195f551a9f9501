import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, notifications, passkeys, recoveryCodes, sessions, totpFactors } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';

let context: TestContext;
beforeAll(async () => {
  context = await buildTestApp();
});

let address = 0;
/** Each test signs in from its own address, so throttle counts of one never reach another. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: object,
  remoteAddress = '10.20.255.1',
) => context.app.inject({ method, url, headers: user?.auth, payload, remoteAddress });

/** A code of the app `seconds` from now (a code is taken once: later steps stand for a later sign-in). */
const codeAt = (secret: string, seconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

async function turnOnTotp(user: TestUser): Promise<{ secret: string; recovery: string[] }> {
  const begun = await call('POST', '/api/me/two-factor/totp', user);
  expect(begun.statusCode).toBe(200);
  const { secret } = begun.json<{ secret: string }>();
  const confirmed = await call('POST', '/api/me/two-factor/totp/confirm', user, { code: await codeAt(secret, 0) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recovery: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

async function passwordStep(user: TestUser, remoteAddress: string) {
  const answer = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ second_factor_required?: true; challenge: string; methods: string[]; token?: string }>();
}

const secondStep = (challenge: string, code: string, remoteAddress: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/auth/login/second-factor',
    payload: { challenge, code },
    remoteAddress,
  });

describe('authenticator app (TOTP)', () => {
  it('enrols with a QR code, refuses a wrong code, and answers ten recovery codes once', async () => {
    const teacher = await signInAs(context, 'teacher');
    const begun = await call('POST', '/api/me/two-factor/totp', teacher);
    expect(begun.statusCode).toBe(200);
    const body = begun.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauth_url).toContain('otpauth://totp/');
    expect(body.qr_svg).toMatch(/^<svg/);
    const [stored] = await context.db.select().from(totpFactors).where(eq(totpFactors.userId, teacher.id));
    expect(stored?.sealedSecret).not.toContain(body.secret);
    expect(stored?.confirmedAt).toBeNull();

    const wrong = await call('POST', '/api/me/two-factor/totp/confirm', teacher, {
      code: '000000' === (await codeAt(body.secret, 0)) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');

    const right = await call('POST', '/api/me/two-factor/totp/confirm', teacher, {
      code: await codeAt(body.secret, 0),
    });
    expect(right.statusCode).toBe(200);
    const codes = right.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const digests = await context.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, teacher.id));
    expect(digests.map((row) => row.codeHash)).not.toContain(codes[0]);

    const status = await call('GET', '/api/me/two-factor', teacher);
    expect(status.json()).toMatchObject({ totp: true, passkeys: [], recovery_codes_left: 10, required: false });
    const again = await call('POST', '/api/me/two-factor/totp', teacher);
    expect(again.statusCode).toBe(409);
    const logged = await context.db.select().from(activities).where(eq(activities.userId, teacher.id));
    expect(logged.map((row) => row.activity)).toContain('Turned on two-factor sign-in (authenticator app)');
  });

  it('asks for the second step after the password; a wrong code is refused, a right one signs in once', async () => {
    const student = await signInAs(context, 'student');
    const { secret } = await turnOnTotp(student);
    const ip = nextAddress();
    const first = await passwordStep(student, ip);
    expect(first).toMatchObject({ second_factor_required: true, methods: ['totp'] });
    expect(first.token).toBeUndefined();

    const wrong = await secondStep(first.challenge, (await codeAt(secret, 0)) === '123456' ? '654321' : '123456', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    // The code confirmed at enrolment was taken: the same 30 seconds' code is not taken twice.
    expect((await secondStep(first.challenge, await codeAt(secret, 0), ip)).statusCode).toBe(401);

    const right = await secondStep(first.challenge, await codeAt(secret, 30), ip);
    expect(right.statusCode).toBe(200);
    const session = right.json<{ token: string }>();
    // The second step opens the session as the password does: the HttpOnly cookie too (decision 037).
    expect([right.headers['set-cookie']].flat()).toContain(
      `session=${session.token}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`,
    );
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json().id,
    ).toBe(student.id);
    // The step is used up.
    const replay = await secondStep(first.challenge, await codeAt(secret, 30), ip);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SIGN_IN_CHALLENGE_INVALID');
  });

  it('takes each recovery code once', async () => {
    const staff = await signInAs(context, 'staff');
    const { recovery } = await turnOnTotp(staff);
    const ip = nextAddress();
    const used = await secondStep((await passwordStep(staff, ip)).challenge, recovery[3]!.toUpperCase(), ip);
    expect(used.statusCode).toBe(200);
    const reused = await secondStep((await passwordStep(staff, ip)).challenge, recovery[3]!, ip);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('SECOND_FACTOR_INVALID');
    expect((await call('GET', '/api/me/two-factor', staff)).json().recovery_codes_left).toBe(9);
    const logged = await context.db.select().from(activities).where(eq(activities.userId, staff.id));
    expect(logged.map((row) => row.activity)).toContain('Used a recovery code');
  });

  it('throttles the second step like the password: ten wrong codes, then 429 with Retry-After', async () => {
    const teacher = await signInAs(context, 'teacher');
    const { secret } = await turnOnTotp(teacher);
    const ip = nextAddress();
    const { challenge } = await passwordStep(teacher, ip);
    const right = await codeAt(secret, 30);
    const wrongCode = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 10; i += 1) expect((await secondStep(challenge, wrongCode, ip)).statusCode).toBe(401);
    const refused = await secondStep(challenge, right, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an unknown challenge with 400', async () => {
    const answer = await secondStep('made-up-challenge', '123456', nextAddress());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('SIGN_IN_CHALLENGE_INVALID');
  });

  it('turns off only with the current password; then the password alone signs in', async () => {
    const teacher = await signInAs(context, 'teacher');
    await turnOnTotp(teacher);
    const wrong = await call('DELETE', '/api/me/two-factor/totp', teacher, { current_password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await context.db.select().from(totpFactors).where(eq(totpFactors.userId, teacher.id))).length).toBe(1);
    const right = await call('DELETE', '/api/me/two-factor/totp', teacher, { current_password: teacher.password });
    expect(right.statusCode).toBe(204);
    expect((await context.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, teacher.id))).length).toBe(0);
    expect((await passwordStep(teacher, nextAddress())).token).toBeDefined();
    const logged = await context.db.select().from(activities).where(eq(activities.userId, teacher.id));
    expect(logged.map((row) => row.activity)).toContain('Turned off two-factor sign-in (authenticator app)');
  });

  it("never touches another person's passkey", async () => {
    const owner = await signInAs(context, 'teacher');
    const other = await signInAs(context, 'student');
    const [key] = await context.db
      .insert(passkeys)
      .values({ userId: owner.id, credentialId: `cred-${owner.id}`, publicKey: 'AAAA', name: 'Portátil' })
      .returning();
    const answer = await call('DELETE', `/api/me/passkeys/${key!.id}`, other, { current_password: other.password });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('PASSKEY_NOT_FOUND');
    expect((await context.db.select().from(passkeys).where(eq(passkeys.id, key!.id))).length).toBe(1);
    // The passkey step of a sign-in lists the account's own passkeys only.
    const ip = nextAddress();
    const { challenge, methods } = await passwordStep(owner, ip);
    expect(methods).toEqual(['passkey']);
    const options = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login/passkey/options',
      payload: { challenge },
      remoteAddress: ip,
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([{ id: `cred-${owner.id}`, type: 'public-key', transports: [] }]);
    const forged = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login/passkey',
      payload: {
        challenge,
        response: { id: `cred-${owner.id}`, rawId: `cred-${owner.id}`, type: 'public-key', response: {} },
      },
      remoteAddress: ip,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SECOND_FACTOR_INVALID');
  });

  it('refuses a made-up passkey registration and stores nothing', async () => {
    const teacher = await signInAs(context, 'teacher');
    const options = await call('POST', '/api/me/passkeys/options', teacher);
    expect(options.statusCode).toBe(200);
    expect(options.json().options).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none' });
    const answer = await call('POST', '/api/me/passkeys', teacher, {
      registration: options.json().registration,
      name: 'Falsa',
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
    });
    expect(answer.statusCode).toBe(401);
    expect((await context.db.select().from(passkeys).where(eq(passkeys.userId, teacher.id))).length).toBe(0);
  });
});

describe('the staff policy', () => {
  it('is read and changed by staff only', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const user = await signInAs(context, role);
      expect((await call('GET', '/api/sign-in-policy', user)).statusCode).toBe(403);
      expect((await call('PUT', '/api/sign-in-policy', user, { staff_second_factor_required: true })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call('PUT', '/api/sign-in-policy', undefined, { staff_second_factor_required: true })).statusCode,
    ).toBe(401);
    const staff = await signInAs(context, 'staff');
    expect((await call('GET', '/api/sign-in-policy', staff)).json()).toEqual({ staff_second_factor_required: false });
  });

  it('sends staff without a factor to enrol one: only enrolment is open until they do, then everything', async () => {
    const admin = await signInAs(context, 'staff');
    expect((await call('PUT', '/api/sign-in-policy', admin, { staff_second_factor_required: true })).json()).toEqual({
      staff_second_factor_required: true,
    });
    try {
      const staff = await signInAs(context, 'staff');
      const me = await call('GET', '/api/me', staff);
      expect(me.json().second_factor_setup_required).toBe(true);
      const blocked = await call('GET', '/api/teachers', staff);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
      expect((await call('GET', '/api/me/two-factor', staff)).json().required).toBe(true);
      // A teacher is not concerned by the staff policy.
      const teacher = await signInAs(context, 'teacher');
      expect((await call('GET', '/api/me', teacher)).json().second_factor_setup_required).toBeUndefined();

      await turnOnTotp(staff);
      expect((await call('GET', '/api/teachers', staff)).statusCode).toBe(200);
      const last = await call('DELETE', '/api/me/two-factor/totp', staff, { current_password: staff.password });
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('SECOND_FACTOR_REQUIRED');
      expect((await call('GET', '/api/me/two-factor', staff)).json().totp).toBe(true);
    } finally {
      await call('PUT', '/api/sign-in-policy', admin, { staff_second_factor_required: false });
    }
    const logged = await context.db.select().from(activities).where(eq(activities.userId, admin.id));
    expect(logged.map((row) => row.activity)).toEqual(
      expect.arrayContaining(['Required a second factor for staff', 'Stopped requiring a second factor for staff']),
    );
  });
});

describe('staff removing the second factors of a person who lost them', () => {
  it("is staff only, never on one's own account; removes the app, passkeys and codes, ends the sessions and tells the person", async () => {
    const person = await signInAs(context, 'teacher');
    await turnOnTotp(person);
    await context.db
      .insert(passkeys)
      .values({ userId: person.id, credentialId: `lost-${person.id}`, publicKey: 'AAAA', name: 'Teléfono perdido' });
    for (const role of ['teacher', 'student'] as const) {
      const other = await signInAs(context, role);
      expect((await call('DELETE', `/api/users/${person.id}/second-factors`, other)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/api/users/${person.id}/second-factors`)).statusCode).toBe(401);
    expect((await context.db.select().from(totpFactors).where(eq(totpFactors.userId, person.id))).length).toBe(1);

    const staff = await signInAs(context, 'staff');
    const own = await call('DELETE', `/api/users/${staff.id}/second-factors`, staff);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_ACCOUNT');
    expect((await call('DELETE', '/api/users/2147483000/second-factors', staff)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/users/${person.id}/second-factors`, staff)).statusCode).toBe(204);
    expect((await context.db.select().from(totpFactors).where(eq(totpFactors.userId, person.id))).length).toBe(0);
    expect((await context.db.select().from(passkeys).where(eq(passkeys.userId, person.id))).length).toBe(0);
    expect((await context.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id))).length).toBe(0);
    expect(
      (await context.db.select().from(sessions).where(eq(sessions.userId, person.id))).every(
        (row) => row.revokedAt !== null,
      ),
    ).toBe(true);
    expect(
      (await context.db.select().from(notifications).where(eq(notifications.userId, person.id))).map(
        (row) => row.title,
      ),
    ).toContain('Verificación en dos pasos quitada');
    const logged = await context.db.select().from(activities).where(eq(activities.userId, staff.id));
    expect(logged.find((row) => row.entityId === person.id)?.changes).toEqual({
      authenticator_app: { before: true, after: false },
      passkeys: { before: 1, after: 0 },
    });
    // The password alone signs the person in again.
    expect((await passwordStep(person, nextAddress())).token).toBeDefined();
  });
});
