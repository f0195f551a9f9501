import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, ideas, ideaVotes } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';

let context: TestContext;
let teacher: TestUser;
let student: TestUser;
beforeAll(async () => {
  context = await buildTestApp();
  teacher = await signInAs(context, 'teacher');
  student = await signInAs(context, 'student');
});

const post = (user: TestUser | null, url: string, payload?: object) =>
  context.app.inject({ method: 'POST', url, payload, headers: user ? user.auth : {} });

describe('POST /api/ideas', () => {
  it('stores the trimmed content, answers 201 and records the activity', async () => {
    const response = await post(teacher, '/api/ideas', { content: '   A darkroom for film photography   ' });
    expect(response.statusCode).toBe(201);
    const idea = response.json();
    expect(idea).toMatchObject({
      content: 'A darkroom for film photography',
      votes: 0,
      voted_by_me: false,
      is_mine: true,
    });
    const [stored] = await context.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.content).toBe('A darkroom for film photography');
    const logged = await context.db.select().from(activities).where(eq(activities.entityId, idea.id));
    expect(logged.some((row) => row.entityType === 'idea' && row.userId === teacher.id)).toBe(true);
  });

  it('accepts exactly 140 characters and refuses 141 or blank with a message, storing nothing', async () => {
    const before = (await context.db.select().from(ideas)).length;
    expect((await post(student, '/api/ideas', { content: 'x'.repeat(140) })).statusCode).toBe(201);
    const tooLong = await post(student, '/api/ideas', { content: 'y'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('La idea no puede superar 140 caracteres.');
    const blank = await post(student, '/api/ideas', { content: '   \n  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('La idea no puede estar vacía.');
    expect((await post(student, '/api/ideas', {})).statusCode).toBe(400);
    expect((await context.db.select().from(ideas)).length).toBe(before + 1);
  });

  it('refuses an anonymous caller', async () => {
    expect((await post(null, '/api/ideas', { content: 'anonymous' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/ideas' })).statusCode).toBe(401);
  });
});

describe('voting', () => {
  it('toggles the caller’s one vote and orders the list by votes', async () => {
    const first = (await post(student, '/api/ideas', { content: 'More render nodes' })).json();
    const second = (await post(student, '/api/ideas', { content: 'Open studio on Saturdays' })).json();

    const voted = await post(teacher, `/api/ideas/${second.id}/vote`);
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({ id: second.id, votes: 1, voted_by_me: true });
    const staff = await signInAs(context, 'staff');
    expect((await post(staff, `/api/ideas/${second.id}/vote`)).json()).toMatchObject({ votes: 2, voted_by_me: true });

    const list = await context.app.inject({ method: 'GET', url: '/api/ideas', headers: teacher.auth });
    const ids = list.json().map((idea: { id: number }) => idea.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const undone = await post(teacher, `/api/ideas/${second.id}/vote`);
    expect(undone.json()).toMatchObject({ votes: 1, voted_by_me: false });
    const [stored] = await context.db.select().from(ideas).where(eq(ideas.id, second.id));
    expect(stored?.votes).toBe(1);
  });

  it('keeps one vote per user under concurrent calls', async () => {
    const idea = (await post(teacher, '/api/ideas', { content: 'Concurrent votes' })).json();
    await Promise.all(Array.from({ length: 6 }, () => post(student, `/api/ideas/${idea.id}/vote`)));
    const [stored] = await context.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.votes).toBe(0);
  });

  it('refuses a vote for one’s own idea in plain words and changes nothing', async () => {
    const idea = (await post(student, '/api/ideas', { content: 'Mi propia idea' })).json();
    expect(idea.can.vote).toBe(false);
    const refused = await post(student, `/api/ideas/${idea.id}/vote`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'No puedes votar por tu propia idea.' });
    const [stored] = await context.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.votes).toBe(0);
    const votes = await context.db.select().from(ideaVotes).where(eq(ideaVotes.ideaId, idea.id));
    expect(votes).toEqual([]);
    expect((await post(teacher, `/api/ideas/${idea.id}/vote`)).json()).toMatchObject({ votes: 1, voted_by_me: true });
  });

  it('answers 404 for an unknown idea', async () => {
    const response = await post(teacher, '/api/ideas/999999/vote');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'IDEA_NOT_FOUND', message: 'Idea no encontrada' });
  });
});
