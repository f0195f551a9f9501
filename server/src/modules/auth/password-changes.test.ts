import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@contracts/auth';
import { passwordSetTokens } from '../../db/schema/index';
import { hashToken } from '../../lib/token-hash';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';
import { hashPassword } from './password';
import { isCommonPassword } from './password-policy';

// hashPassword is watched: a bogus set-password token must never reach argon2.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let context: TestContext;
let staff: TestUser;
let addressCounter = 0;
/** A new client address for each set-password call, so the per-address limit is not what a test meets. */
const freshAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  context = await buildTestApp();
  staff = await signInAs(context, 'staff');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  context.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: user ? user.auth : {},
    remoteAddress: freshAddress(),
  });
const setPassword = (token: string, password: string, remoteAddress = freshAddress()) =>
  context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password }, remoteAddress });

/** A live reset link and a live import link of the account, as their raw tokens. */
async function issueLinks(userId: number): Promise<{ reset: string; import: string }> {
  const reset = crypto.randomBytes(32).toString('base64url');
  const imported = crypto.randomBytes(32).toString('base64url');
  await context.db.insert(passwordSetTokens).values([
    { tokenHash: hashToken(reset), userId, purpose: 'reset', expiresAt: new Date(Date.now() + 30 * 60 * 1000) },
    {
      tokenHash: hashToken(imported),
      userId,
      purpose: 'import',
      expiresAt: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000),
    },
  ]);
  return { reset, import: imported };
}

async function expectLinksSpent(links: { reset: string; import: string }) {
  for (const token of [links.reset, links.import]) {
    const answer = await setPassword(token, 'a-late-link-secret');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('PASSWORD_LINK_INVALID');
  }
}

async function teacherWithAccount(): Promise<{ teacherId: number; userId: number; email: string }> {
  const payload = teacherPayload();
  const created = await call(staff, 'POST', '/api/staff/teachers', payload);
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json() as { id: number; user_id: number };
  return { teacherId: body.id, userId: body.user_id, email: payload.email };
}

const login = (email: string, password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  });

describe('every password change spends every one-time link of the account', () => {
  it('the person changing their own password (PUT /api/me/password)', async () => {
    const teacher = await signInAs(context, 'teacher');
    const links = await issueLinks(teacher.id);
    const changed = await call(teacher, 'PUT', '/api/me/password', {
      current_password: teacher.password,
      new_password: 'my-own-new-secret',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await expectLinksSpent(links);
    expect((await login(teacher.email, 'my-own-new-secret')).statusCode).toBe(200);
  });

  it('staff resetting a person’s password (user management)', async () => {
    const student = await signInAs(context, 'student');
    const links = await issueLinks(student.id);
    const reset = await call(staff, 'POST', `/api/users/${student.id}/password`, { password: 'staff-chosen-secret' });
    expect(reset.statusCode, reset.body).toBe(204);
    await expectLinksSpent(links);
  });

  it('staff editing a teacher with a new password', async () => {
    const { teacherId, userId } = await teacherWithAccount();
    const links = await issueLinks(userId);
    const edited = await call(staff, 'PUT', `/api/staff/teachers/${teacherId}`, {
      ...teacherPayload(),
      password: 'teacher-edit-secret',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectLinksSpent(links);
  });

  it('a one-time link: the other links of the account are spent with it', async () => {
    const teacher = await signInAs(context, 'teacher');
    const links = await issueLinks(teacher.id);
    const other = await issueLinks(teacher.id);
    expect((await setPassword(other.reset, 'from-the-reset-link')).statusCode).toBe(204);
    await expectLinksSpent(links);
    const rows = await context.db.select().from(passwordSetTokens).where(eq(passwordSetTokens.userId, teacher.id));
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });
});

describe('POST /api/auth/set-password', () => {
  it('a bogus token costs no argon2: refused before any password is hashed', async () => {
    vi.mocked(hashPassword).mockClear();
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const answer = await setPassword(crypto.randomBytes(32).toString('base64url'), 'a-perfectly-fine-secret');
      times.push(performance.now() - started);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('PASSWORD_LINK_INVALID');
    }
    expect(hashPassword).not.toHaveBeenCalled();
    times.sort((a, b) => a - b);
    console.info(`set-password with a bogus token: median ${times[2]!.toFixed(1)} ms`);
  });

  it('counts 20 tries in 15 minutes per address before any work; the 21st is a 429 with Retry-After, and sign-in from that address still works', async () => {
    const teacher = await signInAs(context, 'teacher');
    const address = '10.88.0.1';
    for (let i = 0; i < 20; i += 1)
      expect(
        (await setPassword(crypto.randomBytes(32).toString('base64url'), 'a-perfectly-fine-secret', address))
          .statusCode,
      ).toBe(400);
    const links = await issueLinks(teacher.id);
    vi.mocked(hashPassword).mockClear();
    const refused = await setPassword(links.reset, 'a-perfectly-fine-secret', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    expect(hashPassword).not.toHaveBeenCalled();
    // Another address is not refused; the sign-in of the same address is another limit.
    expect((await setPassword(links.reset, 'a-perfectly-fine-secret', '10.88.0.2')).statusCode).toBe(204);
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: teacher.email, password: 'a-perfectly-fine-secret' },
      remoteAddress: address,
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('common passwords are refused as new passwords', () => {
  const COMMON = ['123456', 'password', 'PassWord', 'aaaaaa', 'qwerty123'];

  it('is a list compared without case, plus one character repeated', async () => {
    for (const word of COMMON) expect(await isCommonPassword(word)).toBe(true);
    expect(await isCommonPassword('correct-horse-battery')).toBe(false);
  });

  const expectTooCommon = (answer: {
    statusCode: number;
    body: string;
    json: () => { code: string; message: string };
  }) => {
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON_MESSAGE.message });
  };

  it('on register, creating a teacher or a student, staff reset, teacher edit, one’s own change and set-password', async () => {
    for (const password of COMMON) {
      const tag = crypto.randomBytes(4).toString('hex');
      expectTooCommon(
        await call(staff, 'POST', '/api/auth/register', {
          username: `common-${tag}`,
          email: `common-${tag}@test.school`,
          password,
          role: 'teacher',
        }),
      );
      expectTooCommon(await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ password })));
      expectTooCommon(
        await call(staff, 'POST', '/api/staff/students', {
          full_name: `Estudiante ${tag}`,
          student_id: `C-${tag}`,
          email: `c-${tag}@alumnos.test`,
          password,
          program: 'Animación',
          enrollment_year: 2025,
        }),
      );
    }
    const person = await signInAs(context, 'student');
    const { teacherId } = await teacherWithAccount();
    const links = await issueLinks(person.id);
    for (const password of COMMON) {
      expectTooCommon(await call(staff, 'POST', `/api/users/${person.id}/password`, { password }));
      expectTooCommon(await call(staff, 'PUT', `/api/staff/teachers/${teacherId}`, { ...teacherPayload(), password }));
      expectTooCommon(
        await call(person, 'PUT', '/api/me/password', { current_password: person.password, new_password: password }),
      );
      expectTooCommon(await setPassword(links.reset, password));
    }
    // Nothing was changed: the old password signs in and the link still works.
    expect((await login(person.email, person.password)).statusCode).toBe(200);
    expect((await setPassword(links.reset, 'an-uncommon-choice')).statusCode).toBe(204);
  });

  it('keeps the specification’s 6-character messages for short passwords', async () => {
    // The register form's messages are the specification's English words: asked for in English.
    const register = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...staff.auth, 'accept-language': 'en' },
      payload: { username: 'short-pw', email: 'short-pw@test.school', password: '12345', role: 'teacher' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.body).toContain('Password must be at least 6 characters.');
    const teacher = await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ password: '12345' }));
    expect(teacher.statusCode).toBe(400);
    expect(teacher.body).toContain('La contraseña debe tener al menos 6 caracteres');
  });

  it('never stops an existing common password from signing in', async () => {
    const old = await signInAs(context, 'teacher', { password: 'correct-horse-battery' });
    const { hashPassword: realHash } = await vi.importActual<typeof import('./password')>('./password');
    const { users } = await import('../../db/schema/index');
    await context.db
      .update(users)
      .set({ passwordHash: await realHash('123456') })
      .where(eq(users.id, old.id));
    expect((await login(old.email, '123456')).statusCode).toBe(200);
  });
});
