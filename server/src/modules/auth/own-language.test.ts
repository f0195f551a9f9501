import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';

let context: TestContext;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  context = await buildTestApp();
  teacher = await signInAs(context, 'teacher');
  student = await signInAs(context, 'student');
});

const me = async (user: TestUser, headers: Record<string, string> = {}) => {
  const answer = await context.app.inject({ method: 'GET', url: '/api/me', headers: { ...user.auth, ...headers } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ language: string; language_chosen: boolean }>();
};
const setLanguage = (user: TestUser | null, language: unknown) =>
  context.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    headers: user ? user.auth : {},
    payload: { language },
  });

describe("a person's language", () => {
  it("speaks the school's language until the person chooses, then their choice, whatever the browser says", async () => {
    expect(await me(teacher, { 'accept-language': 'en-GB,en;q=0.8' })).toMatchObject({
      language: 'es',
      language_chosen: false,
    });
    expect(await me(teacher)).toMatchObject({ language: 'es', language_chosen: false });

    expect((await setLanguage(teacher, 'en')).statusCode).toBe(204);
    expect(await me(teacher, { 'accept-language': 'es' })).toMatchObject({ language: 'en', language_chosen: true });
    // Another person's answer is theirs: the teacher's choice is not the student's.
    expect(await me(student, { 'accept-language': 'es' })).toMatchObject({ language: 'es', language_chosen: false });
  });

  it('keeps each change in the audit log, and the same language again changes nothing', async () => {
    const changes = () =>
      context.db
        .select({ changes: activities.changes })
        .from(activities)
        .where(and(eq(activities.userId, student.id), eq(activities.activity, 'Changed language')));
    expect((await setLanguage(student, 'en')).statusCode).toBe(204);
    expect((await setLanguage(student, 'en')).statusCode).toBe(204);
    expect((await setLanguage(student, 'es')).statusCode).toBe(204);
    expect((await changes()).map((row) => row.changes)).toEqual([
      { language: { before: null, after: 'en' } },
      { language: { before: 'en', after: 'es' } },
    ]);
  });

  it('refuses a language the product does not speak, and a caller without a session, changing nothing', async () => {
    const before = await context.db.select({ language: users.language }).from(users).where(eq(users.id, teacher.id));
    for (const language of ['fr', 'EN', '', null, 3])
      expect((await setLanguage(teacher, language)).statusCode).toBe(400);
    expect((await setLanguage(null, 'es')).statusCode).toBe(401);
    expect(await context.db.select({ language: users.language }).from(users).where(eq(users.id, teacher.id))).toEqual(
      before,
    );
  });
});
