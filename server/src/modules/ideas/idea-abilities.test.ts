import { describe, expect, it } from 'vitest';
import type { Idea } from '@contracts/ideas';
import { callerOf, signedInApp } from '../../../test/signed-in-app';

/*
 * Each idea's `can` (idea.policy.ts ideaRulesFor) says what the routes then do: where it says delete, DELETE
 * succeeds, where it does not, DELETE answers 403; `moderate` is what PATCH allows.
 */
const [context, staff, author, otherStudent, teacher] = await signedInApp('staff', 'student', 'student', 'teacher');
const call = callerOf(context);

const post = async (content: string) => {
  const response = await call(author, 'POST', '/api/ideas', { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Idea>();
};
const seenBy = async (user: typeof staff, id: number) => {
  const response = await call(user, 'GET', '/api/ideas?sort=newest');
  expect(response.statusCode).toBe(200);
  const idea = response.json<Idea[]>().find((each) => each.id === id);
  expect(idea).toBeDefined();
  return idea!.can;
};

describe("an idea's can", () => {
  it("is the author's to delete while new, and no one else's but staff; only staff moderate", async () => {
    const idea = await post('Talleres de stop motion los viernes');
    expect(idea.can).toEqual({ delete: true, moderate: false, vote: false });
    expect(await seenBy(author, idea.id)).toEqual({ delete: true, moderate: false, vote: false });
    expect(await seenBy(otherStudent, idea.id)).toEqual({ delete: false, moderate: false, vote: true });
    expect(await seenBy(teacher, idea.id)).toEqual({ delete: false, moderate: false, vote: true });
    expect(await seenBy(staff, idea.id)).toEqual({ delete: true, moderate: true, vote: true });

    expect((await call(otherStudent, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(403);
    expect((await call(teacher, 'PATCH', `/api/ideas/${idea.id}`, { status: 'planned' })).statusCode).toBe(403);
    expect((await call(author, 'PATCH', `/api/ideas/${idea.id}`, { status: 'planned' })).statusCode).toBe(403);
    expect((await call(author, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(204);
  });

  it("is no longer the author's to delete once staff moved it, while staff still may", async () => {
    const idea = await post('Una sala de render abierta de noche');
    const moved = await call(staff, 'PATCH', `/api/ideas/${idea.id}`, { status: 'under_review' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Idea>().can).toEqual({ delete: true, moderate: true, vote: true });

    expect(await seenBy(author, idea.id)).toEqual({ delete: false, moderate: false, vote: false });
    expect((await call(author, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(403);

    const voted = await call(otherStudent, 'POST', `/api/ideas/${idea.id}/vote`);
    expect(voted.json<Idea>().can).toEqual({ delete: false, moderate: false, vote: true });

    expect(await seenBy(staff, idea.id)).toEqual({ delete: true, moderate: true, vote: true });
    expect((await call(staff, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(204);
  });
});
