import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEA_BOARD_MAX, IDEA_MESSAGES, IDEAS_PER_HOUR, type Idea } from '@contracts/ideas';
import { ideas, notifications } from '../../db/schema/index';
import { Throttle } from '../../lib/throttle';
import { IDEAS_RULE } from './idea.service';
import { signInAs, type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { asDeclared } from '@contracts/i18n/texts';

const [context, staff, author, voter, bystander] = await signedInApp('staff', 'teacher', 'student', 'student');

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  context.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user.auth });
const post = async (user: TestUser, content: string) => {
  const response = await call(user, 'POST', '/api/ideas', { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Idea>();
};
const noticesOf = async (user: TestUser) =>
  context.db.select().from(notifications).where(eq(notifications.userId, user.id));

describe('the idea board', () => {
  it('only staff change an idea’s status; the author and each voter are notified once per change', async () => {
    const idea = await post(author, 'Un laboratorio de captura abierto los sábados');
    await call(voter, 'POST', `/api/ideas/${idea.id}/vote`);
    for (const user of [author, voter])
      expect((await call(user, 'PATCH', `/api/ideas/${idea.id}`, { status: 'planned' })).statusCode).toBe(403);
    expect((await context.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.status).toBe('new');
    const [authorBefore, voterBefore, bystanderBefore] = [
      (await noticesOf(author)).length,
      (await noticesOf(voter)).length,
      (await noticesOf(bystander)).length,
    ];

    const planned = await call(staff, 'PATCH', `/api/ideas/${idea.id}`, {
      status: 'planned',
      staff_reply: 'Lo abriremos en marzo.',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json()).toMatchObject({
      status: 'planned',
      staff_reply: 'Lo abriremos en marzo.',
      replied_at: expect.any(String),
    });
    expect((await noticesOf(author)).length).toBe(authorBefore + 1);
    expect((await noticesOf(voter)).length).toBe(voterBefore + 1);
    expect((await noticesOf(bystander)).length).toBe(bystanderBefore);
    expect((await noticesOf(author)).at(-1)).toMatchObject({
      title: 'Tu idea está planificada',
      body: 'Lo abriremos en marzo.',
      link: '/ideas',
    });
    // The same status and reply again is no change: nobody is told twice.
    await call(staff, 'PATCH', `/api/ideas/${idea.id}`, { status: 'planned', staff_reply: 'Lo abriremos en marzo.' });
    expect((await noticesOf(author)).length).toBe(authorBefore + 1);
    // Everyone sees the reply on the board.
    const board = (await call(bystander, 'GET', '/api/ideas?status=planned')).json<Idea[]>();
    expect(board.find((row) => row.id === idea.id)).toMatchObject({
      status: 'planned',
      staff_reply: 'Lo abriremos en marzo.',
    });
    expect((await call(staff, 'PATCH', `/api/ideas/${idea.id}`, { status: 'someday' })).statusCode).toBe(400);
  });

  it('sorts by votes or newest and filters by status', async () => {
    const older = await post(bystander, 'Más enchufes en la biblioteca');
    const newer = await post(bystander, 'Tutorías de Blender los lunes');
    await call(voter, 'POST', `/api/ideas/${older.id}/vote`);
    const newest = (await call(voter, 'GET', '/api/ideas?sort=newest')).json<Idea[]>().map((row) => row.id);
    expect(newest.indexOf(newer.id)).toBeLessThan(newest.indexOf(older.id));
    const byVotes = (await call(voter, 'GET', '/api/ideas')).json<Idea[]>().map((row) => row.id);
    expect(byVotes.indexOf(older.id)).toBeLessThan(byVotes.indexOf(newer.id));
    expect(
      (await call(voter, 'GET', '/api/ideas?status=new')).json<Idea[]>().every((row) => row.status === 'new'),
    ).toBe(true);
  });

  it('lets the author delete their idea while it is new, never someone else’s', async () => {
    const mine = await post(author, 'Una idea que retiro');
    expect((await call(voter, 'DELETE', `/api/ideas/${mine.id}`)).statusCode).toBe(403);
    expect((await call(author, 'DELETE', `/api/ideas/${mine.id}`)).statusCode).toBe(204);
    const reviewed = await post(author, 'Una idea ya en revisión');
    await call(staff, 'PATCH', `/api/ideas/${reviewed.id}`, { status: 'under_review' });
    const late = await call(author, 'DELETE', `/api/ideas/${reviewed.id}`);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(IDEA_MESSAGES.deleteForbidden.message);
    expect((await call(staff, 'DELETE', `/api/ideas/${reviewed.id}`)).statusCode).toBe(204);
  });

  it(`refuses more than ${IDEAS_PER_HOUR} ideas an hour from one person with 429 and Retry-After`, async () => {
    const prolific = await signInAs(context, 'teacher');
    for (let index = 0; index < IDEAS_PER_HOUR; index++) await post(prolific, `Idea número ${index + 1}`);
    const refused = await call(prolific, 'POST', '/api/ideas', { content: 'Una de más' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(asDeclared(IDEA_MESSAGES.tooMany, { max: IDEAS_PER_HOUR }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await context.db
        .select()
        .from(ideas)
        .where(and(eq(ideas.userId, prolific.id), eq(ideas.content, 'Una de más'))),
    ).toHaveLength(0);
    // The count is kept in PostgreSQL: another app server refuses too, and once the hour is over it lets the person post.
    expect((await new Throttle({ db: context.db }).take(IDEAS_RULE, String(prolific.id))).allowed).toBe(false);
    await context.db.execute(
      sql`update login_throttle set expire = ${Date.now() - 1} where key = ${`${IDEAS_RULE.name}:${prolific.id}`}`,
    );
    expect((await new Throttle({ db: context.db }).take(IDEAS_RULE, String(prolific.id))).allowed).toBe(true);
    // Others are not slowed by it.
    expect((await call(voter, 'POST', '/api/ideas', { content: 'Otra persona' })).statusCode).toBe(201);
  });
});

describe('a board that shows fewer ideas than match (issue 23: no silent caps)', () => {
  it('shows the first IDEA_BOARD_MAX and says in X-Total-Count how many match; a board shown whole says its own size', async () => {
    await context.db.insert(ideas).values(
      Array.from({ length: IDEA_BOARD_MAX + 3 }, (_, index) => ({
        userId: author.id,
        content: `Idea hecha ${index}`,
        status: 'done',
      })),
    );
    const [done] = await context.db.select({ value: count() }).from(ideas).where(eq(ideas.status, 'done'));
    for (const sort of ['votes', 'newest']) {
      const cut = await call(bystander, 'GET', `/api/ideas?status=done&sort=${sort}`);
      expect(cut.statusCode, cut.body).toBe(200);
      expect(cut.json<Idea[]>()).toHaveLength(IDEA_BOARD_MAX);
      expect(cut.headers['x-total-count']).toBe(String(done!.value));
    }
    const whole = await call(bystander, 'GET', '/api/ideas?status=under_review');
    expect(whole.headers['x-total-count']).toBe(String(whole.json<Idea[]>().length));
  });
});
