import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_MASK } from '@contracts/audit';
import { USER_MESSAGES } from '@contracts/users';
import { activities, teachers, users } from '../../db/schema/index';
import { deleteUser, updateUser } from './user-management.service';
import { signedInApp, callerOf } from '../../../test/signed-in-app';
import { textIn } from '../../i18n/server-texts';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');

const call = callerOf(context);

async function register(username: string, role: 'staff' | 'teacher' | 'student' = 'staff') {
  const response = await call(staff, 'POST', '/api/auth/register', {
    username,
    email: `${username}@test.school`,
    password: 'secret-pass',
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user as { id: number; username: string };
}

const login = (username: string, password = 'secret-pass') =>
  context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${username}@test.school`, password },
  });

/** Demotes or disables every other enabled staff account, so `staff` is the last one. */
async function leaveOnlyStaff(): Promise<void> {
  await context.db.execute(sql`update users set disabled_at = now() where role = 'staff' and id <> ${staff.id}`);
}

describe('user management per role', () => {
  it('is staff only: teachers and students get 403, anonymous 401, and nothing changes', async () => {
    const target = await register('role-target', 'staff');
    for (const user of [teacher, student]) {
      expect((await call(user, 'GET', '/api/users')).statusCode).toBe(403);
      expect((await call(user, 'PATCH', `/api/users/${target.id}`, { disabled: true })).statusCode).toBe(403);
      expect((await call(user, 'POST', `/api/users/${target.id}/password`, { password: 'hijacked' })).statusCode).toBe(
        403,
      );
      expect((await call(user, 'DELETE', `/api/users/${target.id}`)).statusCode).toBe(403);
      expect(
        (
          await call(user, 'POST', '/api/auth/register', {
            username: 'nope',
            email: 'nope@test.school',
            password: 'secret-pass',
            role: 'staff',
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(user, 'GET', '/api/staff/analytics')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/users')).statusCode).toBe(401);
    const [row] = await context.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.disabledAt).toBeNull();
    expect((await login('role-target')).statusCode).toBe(200);
  });

  it('lists accounts by username with search, role filter and paging, and never a password or hash', async () => {
    for (const name of ['list-ana', 'list-beto', 'list-ciro']) await register(name, 'teacher');
    const found = await call(staff, 'GET', '/api/users?q=LIST-&limit=2');
    expect(found.statusCode).toBe(200);
    expect(found.json().map((row: { username: string }) => row.username)).toEqual(['list-ana', 'list-beto']);
    expect(found.headers['x-total-count']).toBe('3');
    expect(found.json()[0]).toMatchObject({
      role: 'teacher',
      profile: 'teacher',
      disabled: false,
      email: 'list-ana@test.school',
    });
    expect(found.body).not.toMatch(/"password(_hash)?"|passwordHash|argon/i);
    const next = await call(staff, 'GET', `/api/users?q=list-&limit=2&cursor=${found.headers['x-next-cursor']}`);
    expect(next.json().map((row: { username: string }) => row.username)).toEqual(['list-ciro']);
    const students = await call(staff, 'GET', '/api/users?role=student');
    expect(students.json().every((row: { role: string }) => row.role === 'student')).toBe(true);
  });
});

describe('user rules', () => {
  it("answers each account's can from the policy: own account, another staff, a teacher and a student account", async () => {
    const otherStaff = await register('can-staff', 'staff');
    const teacherAccount = await register('can-teacher', 'teacher');
    const studentAccount = await register('can-student', 'student');
    const bare = await register('can-bare-teacher', 'teacher');
    await context.db.delete(teachers).where(eq(teachers.userId, bare.id));
    const page = await call(staff, 'GET', '/api/users?limit=100');
    expect(page.statusCode).toBe(200);
    type Row = { id: number; can: Record<string, unknown> };
    const canOf = async (id: number) => {
      const found = (page.json() as Row[]).find((row) => row.id === id);
      if (found) return found.can;
      const patched = await call(staff, 'PATCH', `/api/users/${id}`, { disabled: false });
      return (patched.json() as Row).can;
    };
    expect(await canOf(staff.id)).toEqual({
      change_role: false,
      disable: false,
      reset_password: true,
      remove_second_factors: false,
      delete: false,
      refused: { change_role: 'OWN_ACCOUNT', disable: 'OWN_ACCOUNT', delete: 'OWN_ACCOUNT' },
    });
    expect(await canOf(otherStaff.id)).toEqual({
      change_role: true,
      disable: true,
      reset_password: true,
      remove_second_factors: true,
      delete: true,
      refused: {},
    });
    expect(await canOf(teacherAccount.id)).toEqual({
      change_role: false,
      disable: true,
      reset_password: true,
      remove_second_factors: true,
      delete: false,
      refused: { change_role: 'PROFILE_KEEPS_ROLE', delete: 'USER_HAS_PROFILE' },
    });
    expect((await canOf(studentAccount.id)).refused).toEqual({
      change_role: 'PROFILE_KEEPS_ROLE',
      delete: 'USER_HAS_PROFILE',
    });
    // A teacher account whose profile is gone changes role and is deleted like any other.
    expect(await canOf(bare.id)).toMatchObject({ change_role: true, delete: true, refused: {} });
    // What can says is what the server does: the refused change of a teacher's role answers its code.
    const refused = await call(staff, 'PATCH', `/api/users/${teacherAccount.id}`, { role: 'staff' });
    expect(refused.json().code).toBe('PROFILE_KEEPS_ROLE');
    const allowed = await call(staff, 'PATCH', `/api/users/${otherStaff.id}`, { disabled: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().can).toMatchObject({ disable: true, delete: true });
  });

  it('creates the profile a teacher or student account needs, and refuses a taken email or username with 409', async () => {
    const created = await register('new-student', 'student');
    const listed = (await call(staff, 'GET', '/api/users?q=new-student')).json();
    expect(listed[0]).toMatchObject({ id: created.id, profile: 'student' });
    const email = await call(staff, 'POST', '/api/auth/register', {
      username: 'other-name',
      email: 'NEW-STUDENT@test.school',
      password: 'secret-pass',
      role: 'teacher',
    });
    expect(email.statusCode).toBe(409);
    const username = await call(staff, 'POST', '/api/auth/register', {
      username: 'New-Student',
      email: 'elsewhere@test.school',
      password: 'secret-pass',
      role: 'teacher',
    });
    expect(username.statusCode).toBe(409);
    // The §5 messages are the specification's English words: asked for in English (the school's is Spanish).
    const short = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...staff.auth, 'accept-language': 'en' },
      payload: { username: 'ab', email: 'bad', password: '123', role: 'janitor' },
    });
    expect(short.json().issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining([
        'Username must be at least 3 characters.',
        'Please enter a valid email address.',
        'Password must be at least 6 characters.',
        'Please select a role.',
      ]),
    );
  });

  it('keeps the role of an account with a profile, and deletes only accounts without one', async () => {
    const withProfile = await register('has-profile', 'teacher');
    const demote = await call(staff, 'PATCH', `/api/users/${withProfile.id}`, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      code: 'PROFILE_KEEPS_ROLE',
      message: textIn('es', USER_MESSAGES.profileKeepsRole.teacher),
    });
    const remove = await call(staff, 'DELETE', `/api/users/${withProfile.id}`);
    expect(remove.json()).toMatchObject({ code: 'USER_HAS_PROFILE' });
    const plain = await register('plain-staff', 'staff');
    expect((await call(staff, 'PATCH', `/api/users/${plain.id}`, { role: 'teacher' })).json()).toMatchObject({
      role: 'teacher',
    });
    expect((await call(staff, 'DELETE', `/api/users/${plain.id}`)).statusCode).toBe(204);
    expect(await context.db.select().from(users).where(eq(users.id, plain.id))).toHaveLength(0);
    expect((await call(staff, 'DELETE', `/api/users/${plain.id}`)).statusCode).toBe(404);
    expect((await call(staff, 'PATCH', '/api/users/abc', { disabled: true })).statusCode).toBe(400);
  });

  it('disabling ends the sessions and blocks sign-in until enabled again', async () => {
    const account = await register('to-disable', 'staff');
    const signedIn = await login('to-disable');
    const token = signedIn.json().token as string;
    expect((await call(staff, 'PATCH', `/api/users/${account.id}`, { disabled: true })).json()).toMatchObject({
      disabled: true,
    });
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    const refused = await login('to-disable');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: textIn('es', USER_MESSAGES.disabled) });
    const wrong = await login('to-disable', 'wrong-password');
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    await call(staff, 'PATCH', `/api/users/${account.id}`, { disabled: false });
    expect((await login('to-disable')).statusCode).toBe(200);
  });

  it('a password reset ends the sessions and the new password signs in', async () => {
    const account = await register('reset-me', 'staff');
    const token = (await login('reset-me')).json().token as string;
    expect((await call(staff, 'POST', `/api/users/${account.id}/password`, { password: '123' })).statusCode).toBe(400);
    expect(
      (await call(staff, 'POST', `/api/users/${account.id}/password`, { password: 'brand-new-pass' })).statusCode,
    ).toBe(204);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    expect((await login('reset-me')).statusCode).toBe(401);
    expect((await login('reset-me', 'brand-new-pass')).statusCode).toBe(200);
    const [entry] = await context.db
      .select()
      .from(activities)
      .where(eq(activities.activity, 'Reset the password of reset-me'));
    expect(entry!.changes).toEqual({ password: { before: AUDIT_MASK, after: AUDIT_MASK } });
    expect(JSON.stringify(entry)).not.toContain('brand-new-pass');
  });

  it('never lets the last enabled staff administrator go, nor staff act on their own account', async () => {
    expect((await call(staff, 'PATCH', `/api/users/${staff.id}`, { disabled: true })).json()).toMatchObject({
      code: 'OWN_ACCOUNT',
      message: textIn('es', USER_MESSAGES.ownAccount),
    });
    expect((await call(staff, 'PATCH', `/api/users/${staff.id}`, { role: 'teacher' })).json()).toMatchObject({
      code: 'OWN_ACCOUNT',
    });
    expect((await call(staff, 'DELETE', `/api/users/${staff.id}`)).json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    await leaveOnlyStaff();
    // The rule itself, whoever asks (a route's actor is always an enabled staff account, so only a race reaches it there).
    for (const input of [{ disabled: true }, { role: 'teacher' as const }]) {
      await expect(updateUser({ db: context.db, actorId: teacher.id, id: staff.id, input })).rejects.toMatchObject({
        code: 'LAST_STAFF',
        text: USER_MESSAGES.lastStaff,
      });
    }
    await expect(deleteUser({ db: context.db, actorId: teacher.id, id: staff.id })).rejects.toMatchObject({
      code: 'LAST_STAFF',
    });
    // Two staff disabling each other at once: one wins, the other is refused; someone can still administer.
    const peer = await register('peer-staff', 'staff');
    const peerAuth = { authorization: `Bearer ${(await login('peer-staff')).json().token as string}` };
    const answers = await Promise.all([
      call(staff, 'PATCH', `/api/users/${peer.id}`, { disabled: true }),
      context.app.inject({
        method: 'PATCH',
        url: `/api/users/${staff.id}`,
        payload: { disabled: true },
        headers: peerAuth,
      }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.map((answer) => answer.json().code).filter(Boolean)).toEqual([
      expect.stringMatching(/^(LAST_STAFF|UNAUTHENTICATED)$/),
    ]);
    const enabledStaff = await context.db
      .select()
      .from(users)
      .where(sql`${users.role} = 'staff' and ${users.disabledAt} is null`);
    expect(enabledStaff).toHaveLength(1);
  });
});
