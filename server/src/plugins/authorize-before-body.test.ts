import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';

/**
 * A policy rule depends on the user alone, so it is asked before the body: a student or a teacher calling a
 * staff-only route gets 403 whatever they send, never the body's validation errors (which would tell them the
 * route's fields) and never after a body was read.
 */
let context: TestContext;
let users: Record<'student' | 'teacher', TestUser>;

beforeAll(async () => {
  context = await buildTestApp();
  users = { student: await signInAs(context, 'student'), teacher: await signInAs(context, 'teacher') };
});

const STAFF_ONLY: { method: 'POST' | 'PUT' | 'PATCH'; url: string }[] = [
  { method: 'POST', url: '/api/sso-providers' },
  { method: 'PUT', url: '/api/sso-providers/1' },
  { method: 'POST', url: '/api/user-badges/assign' },
  { method: 'PATCH', url: '/api/users/1' },
  { method: 'POST', url: '/api/staff/import/not-a-uuid/confirm' },
];

describe('a staff-only route called by a student or a teacher', () => {
  for (const role of ['student', 'teacher'] as const) {
    it.each(STAFF_ONLY)(`answers 403 to a ${role} with an invalid body: $method $url`, async ({ method, url }) => {
      const response = await context.app.inject({
        method,
        url,
        headers: users[role].auth,
        payload: { slug: 42, role: 'nobody', badge_id: 'x', enabled: 'maybe' },
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'No tienes permiso para hacer esto.' });
    });

    it.each(STAFF_ONLY)(
      `answers 403 to a ${role} before reading a malformed body: $method $url`,
      async ({ method, url }) => {
        const response = await context.app.inject({
          method,
          url,
          headers: { ...users[role].auth, 'content-type': 'application/json' },
          payload: '{"slug": [',
        });
        expect(response.statusCode, response.body).toBe(403);
      },
    );
  }

  it('still validates the body of a user the rule lets through', async () => {
    const staff = await signInAs(context, 'staff');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/user-badges/assign',
      headers: staff.auth,
      payload: { badge_id: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
