import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ability, SessionAbilities } from '@contracts/auth';
import { ROLES, type Role } from '@contracts/roles';
import { activities, sessions, users } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext } from '../../../test/build-app';

let context: TestContext;
beforeAll(async () => {
  context = await buildTestApp();
});

const login = (payload: unknown, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress, headers });

describe('POST /api/auth/login', () => {
  it('answers a token and the user for the right password, and records the sign-in', async () => {
    const staff = await signInAs(context, 'staff');
    const response = await login({ email: staff.email.toUpperCase(), password: staff.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ id: staff.id, email: staff.email, role: 'staff', profile: null });
    expect(body.user).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('argon2');
    const rows = await context.db.select().from(activities).where(eq(activities.userId, staff.id));
    expect(rows.map((row) => row.activity)).toContain('Signed in');
  });

  it('stores only a hash of the token', async () => {
    const teacher = await signInAs(context, 'teacher');
    const stored = await context.db.select().from(sessions).where(eq(sessions.userId, teacher.id));
    expect(stored.length).toBe(1);
    expect(stored[0]?.tokenHash).not.toBe(teacher.token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const student = await signInAs(context, 'student');
    const wrong = await login({ email: student.email, password: 'wrong-password' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@test.school', password: 'whatever' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // In the school's language (Spanish) to a client that asks for none.
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Credenciales no válidas' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("answers in the language the client asks for, the specification's words in English, the code the same", async () => {
    const wrong = (language: string) =>
      login({ email: 'nobody@test.school', password: 'whatever' }, '10.0.0.3', { 'accept-language': language });
    expect((await wrong('en-US,en;q=0.9')).json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    expect((await wrong('es-GT')).json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Credenciales no válidas' });
    const malformed = await login({ email: 'x', password: '' }, '10.0.0.3', { 'accept-language': 'en' });
    expect(malformed.json().issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining(['Please enter a valid email address.', 'The password is required.']),
    );
  });

  it('answers 400 with the field messages for a malformed body', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain('Por favor ingresa un correo electrónico válido.');
    expect(messages).toContain('La contraseña es requerida.');
  });
});

describe('GET /api/me', () => {
  it('answers 401 without a token or with a made-up one', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const forged = await context.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer forged-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('gives the user with the profile of a teacher and a student, and none for staff', async () => {
    const teacher = await signInAs(context, 'teacher');
    const response = await context.app.inject({ method: 'GET', url: '/api/me', headers: teacher.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: teacher.email,
      role: 'teacher',
      profile: { id: expect.any(Number), full_name: expect.any(String) },
    });
    const student = await signInAs(context, 'student');
    const studentMe = await context.app.inject({ method: 'GET', url: '/api/me', headers: student.auth });
    expect(studentMe.json().profile).toMatchObject({ id: expect.any(Number) });
    const staff = await signInAs(context, 'staff');
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/me', headers: staff.auth })).json().profile,
    ).toBeNull();
  });

  it('refuses an expired session', async () => {
    const student = await signInAs(context, 'student');
    await context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, student.id));
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: student.auth })).statusCode).toBe(401);
  });
});

describe("GET /api/me's abilities", () => {
  /** For each ability, a call its area's screens make: the route whose guard the ability is read from. */
  const CALL_OF: Record<Ability, string> = {
    administer: '/api/staff/teachers',
    manage_users: '/api/users',
    set_sign_in_policy: '/api/sign-in-policy',
    keep_teacher_profile: '/api/teacher/profile',
    keep_student_record: '/api/student/profile',
  };
  const EXPECTED: Record<Role, { can: SessionAbilities; home: string }> = {
    staff: {
      can: {
        administer: true,
        manage_users: true,
        set_sign_in_policy: true,
        keep_teacher_profile: false,
        keep_student_record: false,
      },
      home: '/admin/analytics',
    },
    teacher: {
      can: {
        administer: false,
        manage_users: false,
        set_sign_in_policy: false,
        keep_teacher_profile: true,
        keep_student_record: false,
      },
      home: '/teacher/dashboard',
    },
    student: {
      can: {
        administer: false,
        manage_users: false,
        set_sign_in_policy: false,
        keep_teacher_profile: false,
        keep_student_record: true,
      },
      home: '/student/dashboard',
    },
  };

  it.each(ROLES)('tells %s what the routes of each area then allow, and the home', async (role) => {
    const user = await signInAs(context, role);
    const me = await context.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
    const { can, home } = me.json<{ can: SessionAbilities; home: string }>();
    expect({ can, home }).toEqual(EXPECTED[role]);
    for (const ability of Object.keys(CALL_OF) as Ability[]) {
      const call = await context.app.inject({ method: 'GET', url: CALL_OF[ability], headers: user.auth });
      // An ability granted: the guard lets the call through (a 404 of a missing record is past the guard).
      expect({ ability, refused: call.statusCode === 403 }).toEqual({ ability, refused: !can[ability] });
      if (can[ability]) expect(call.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the same token then gets 401, and records the sign-out', async () => {
    const teacher = await signInAs(context, 'teacher');
    const other = await login({ email: teacher.email, password: teacher.password });
    const otherToken = other.json().token as string;
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: teacher.auth });
    expect(response.statusCode).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: teacher.auth })).statusCode).toBe(401);
    const stillIn = await context.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(stillIn.statusCode).toBe(200);
    const rows = await context.db.select().from(activities).where(eq(activities.userId, teacher.id));
    expect(rows.map((row) => row.activity)).toContain('Signed out');
  });

  it('answers 401 without a session', async () => {
    expect((await context.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const newUser = (suffix: string, role = 'teacher') => ({
    username: `new-${suffix}`,
    email: `new-${suffix}@test.school`,
    password: 'secret-one-1',
    role,
  });

  it.each(['teacher', 'student'] as const)('refuses a %s (403) and creates nothing', async (role) => {
    const caller = await signInAs(context, role);
    const payload = newUser(`by-${role}`);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: caller.auth,
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await context.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses an anonymous caller (401)', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUser('anon') });
    expect(response.statusCode).toBe(401);
  });

  it('lets staff create a user who can then sign in, with a profile for a teacher', async () => {
    const staff = await signInAs(context, 'staff');
    const payload = newUser('ok', 'TEACHER');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: staff.auth,
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ username: 'new-ok', email: 'new-ok@test.school', role: 'teacher' });
    const signIn = await login({ email: payload.email, password: payload.password }, '10.3.0.1');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.profile).toMatchObject({ full_name: 'new-ok' });
  });

  it('answers 409 for a taken email or username, and 400 with the §5 messages for bad fields', async () => {
    const staff = await signInAs(context, 'staff');
    const first = newUser('dup');
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/auth/register', headers: staff.auth, payload: first }))
        .statusCode,
    ).toBe(201);
    const sameEmail = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: staff.auth,
      payload: { ...first, username: 'other-name' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Ya existe un usuario con este correo electrónico.');
    expect(sameEmail.json().code).toBe('EMAIL_TAKEN');
    const sameName = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: staff.auth,
      payload: { ...first, email: 'other@test.school' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('Este nombre de usuario ya está en uso.');
    expect(sameName.json().code).toBe('USERNAME_TAKEN');
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      // The §5 messages are the specification's English words: asked for in English (the school's is Spanish).
      headers: { ...staff.auth, 'accept-language': 'en' },
      payload: { username: 'ab', email: 'nope', password: '123', role: 'janitor' },
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Username must be at least 3 characters.',
        'Please enter a valid email address.',
        'Password must be at least 6 characters.',
        'Please select a role.',
      ]),
    );
  });
});

describe('PUT /api/me/password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const teacher = await signInAs(context, 'teacher');
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: teacher.auth,
      payload: { current_password: 'not-mine', new_password: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La contraseña actual no es correcta.');
    expect(response.json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await login({ email: teacher.email, password: teacher.password }, '10.4.0.1')).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const student = await signInAs(context, 'student');
    const other = (await login({ email: student.email, password: student.password }, '10.4.0.2')).json()
      .token as string;
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: student.auth,
      payload: { current_password: student.password, new_password: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: student.auth })).statusCode).toBe(200);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${other}` } }))
        .statusCode,
    ).toBe(401);
    expect((await login({ email: student.email, password: student.password }, '10.4.0.3')).statusCode).toBe(401);
    expect((await login({ email: student.email, password: 'brand-new-pass' }, '10.4.0.3')).statusCode).toBe(200);
  });
});
