import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  IDEA_BOARD_MAX,
  IDEA_MESSAGES,
  IDEAS_PER_HOUR,
  UpdateIdeaSchema,
  type CreateIdeaInput,
  type IdeaListQuery,
  type UpdateIdeaInput,
} from '@contracts/ideas';
import type { Database, DbOrTx } from '../../db/client';
import { ideas, ideaVotes, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { canDeleteIdea, canVoteIdea } from './idea.policy';

export interface IdeaRow {
  id: number;
  content: string;
  votes: number;
  status: string;
  staffReply: string | null;
  repliedAt: Date | null;
  userId: number;
  author: string;
  votedByMe: boolean;
  createdAt: Date;
  updatedAt: Date;
}

function selectIdeas(db: DbOrTx, viewerId: number) {
  return db
    .select({
      id: ideas.id,
      content: ideas.content,
      votes: ideas.votes,
      status: ideas.status,
      staffReply: ideas.staffReply,
      repliedAt: ideas.repliedAt,
      userId: ideas.userId,
      author: users.username,
      votedByMe: sql<boolean>`exists (select 1 from ${ideaVotes} where ${ideaVotes.ideaId} = ${ideas.id} and ${ideaVotes.userId} = ${viewerId})`,
      createdAt: ideas.createdAt,
      updatedAt: ideas.updatedAt,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId));
}

export interface IdeaBoard {
  rows: IdeaRow[];
  /** How many ideas match, shown or not. */
  total: number;
}

/**
 * The board: the first IDEA_BOARD_MAX ideas most voted (or newest) first, of one status or all (an index range either
 * way), and how many match: counted only when the board is full, so a cut board says what it cut.
 */
export async function listIdeas(options: {
  db: Database;
  viewerId: number;
  query?: IdeaListQuery;
  limit?: number;
}): Promise<IdeaBoard> {
  const query = options.query ?? { sort: 'votes' };
  const limit = options.limit ?? IDEA_BOARD_MAX;
  const where = query.status ? eq(ideas.status, query.status) : undefined;
  const order =
    query.sort === 'newest' ? [desc(ideas.createdAt), desc(ideas.id)] : [desc(ideas.votes), desc(ideas.createdAt)];
  const rows = await selectIdeas(options.db, options.viewerId)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  if (rows.length < limit) return { rows, total: rows.length };
  const [counted] = await options.db.select({ value: count() }).from(ideas).where(where);
  return { rows, total: Math.max(counted?.value ?? 0, rows.length) };
}

async function getIdea(db: DbOrTx, id: number, viewerId: number): Promise<IdeaRow> {
  const [row] = await selectIdeas(db, viewerId).where(eq(ideas.id, id));
  if (!row) throw new AppError('IDEA_NOT_FOUND', IDEA_MESSAGES.notFound);
  return row;
}

/** At most IDEAS_PER_HOUR ideas per person in an hour, on the one throttle (every app server sees the same count). */
export const IDEAS_RULE: ThrottleRule = { name: 'ideas-per-person', points: IDEAS_PER_HOUR, windowSeconds: 60 * 60 };

export async function createIdea(options: {
  db: Database;
  throttle: Throttle;
  userId: number;
  input: CreateIdeaInput;
}): Promise<IdeaRow> {
  await options.throttle.takeOrRefuse(IDEAS_RULE, String(options.userId), IDEA_MESSAGES.tooMany, {
    max: IDEAS_PER_HOUR,
  });
  return options.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ideas)
      .values({ userId: options.userId, content: options.input.content })
      .returning({ id: ideas.id });
    if (!created) throw new Error('insert returned no row');
    await recordActivity(tx, {
      userId: options.userId,
      activity: { code: 'ideaSubmitted' },
      entityType: 'idea',
      entityId: created.id,
    });
    return getIdea(tx, created.id, options.userId);
  });
}

/** A user votes once per idea, never for their own (canVoteIdea); voting again takes the vote back. */
export async function toggleVote(options: { db: Database; user: SessionUser; ideaId: number }): Promise<IdeaRow> {
  const { user, ideaId } = options;
  const userId = user.id;
  return options.db.transaction(async (tx) => {
    const [idea] = await tx
      .select({ id: ideas.id, userId: ideas.userId })
      .from(ideas)
      .where(eq(ideas.id, ideaId))
      .for('update');
    if (!idea) throw new AppError('IDEA_NOT_FOUND', IDEA_MESSAGES.notFound);
    if (!(await canVoteIdea({ db: tx, user, idea }))) throw new AppError('FORBIDDEN', IDEA_MESSAGES.ownVote);
    const removed = await tx
      .delete(ideaVotes)
      .where(and(eq(ideaVotes.ideaId, ideaId), eq(ideaVotes.userId, userId)))
      .returning({ ideaId: ideaVotes.ideaId });
    if (removed.length > 0) {
      await tx
        .update(ideas)
        .set({ votes: sql`${ideas.votes} - 1` })
        .where(eq(ideas.id, ideaId));
    } else {
      await tx.insert(ideaVotes).values({ ideaId, userId });
      await tx
        .update(ideas)
        .set({ votes: sql`${ideas.votes} + 1` })
        .where(eq(ideas.id, ideaId));
    }
    return getIdea(tx, ideaId, userId);
  });
}

/**
 * Staff move an idea to a status and may answer it; the change is audited and the author and everyone who voted
 * are told, once each (staff acting on their own idea are not told of their own change).
 */
export async function moderateIdea(options: {
  db: Database;
  actorId: number;
  id: number;
  input: UpdateIdeaInput;
}): Promise<IdeaRow> {
  const { actorId, id } = options;
  const input = UpdateIdeaSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const [current] = await tx.select().from(ideas).where(eq(ideas.id, id)).for('update');
    if (!current) throw new AppError('IDEA_NOT_FOUND', IDEA_MESSAGES.notFound);
    const reply = input.staff_reply === undefined ? current.staffReply : input.staff_reply;
    const replyChanged = reply !== current.staffReply;
    const [row] = await tx
      .update(ideas)
      .set({
        status: input.status,
        staffReply: reply,
        repliedAt: replyChanged ? (reply ? new Date() : null) : current.repliedAt,
      })
      .where(eq(ideas.id, id))
      .returning();
    const changes = changesBetween(
      { status: current.status, staff_reply: current.staffReply },
      { status: row!.status, staff_reply: row!.staffReply },
    );
    if (changes) {
      await recordActivity(tx, {
        userId: actorId,
        activity: { code: 'ideaMoved', params: { status: row!.status } },
        entityType: 'idea',
        entityId: id,
        changes,
      });
      const voters = await tx.select({ userId: ideaVotes.userId }).from(ideaVotes).where(eq(ideaVotes.ideaId, id));
      const told = new Set([current.userId, ...voters.map((voter) => voter.userId)]);
      told.delete(actorId);
      for (const userId of told) {
        await notify({
          db: tx,
          userId,
          code: userId === current.userId ? 'ownIdeaStatus' : 'votedIdeaStatus',
          params: { status: row!.status },
          body: row!.staffReply ?? current.content,
          link: '/ideas',
        });
      }
    }
    return getIdea(tx, id, actorId);
  });
}

/** Staff delete any idea; its author only while it is still new. */
export async function deleteIdea(options: { db: Database; user: SessionUser; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [current] = await tx.select().from(ideas).where(eq(ideas.id, options.id)).for('update');
    if (!current) throw new AppError('IDEA_NOT_FOUND', IDEA_MESSAGES.notFound);
    if (!(await canDeleteIdea({ db: tx, user: options.user, idea: current })))
      throw new AppError('FORBIDDEN', IDEA_MESSAGES.deleteForbidden);
    await tx.delete(ideas).where(eq(ideas.id, current.id));
    await recordActivity(tx, {
      userId: options.user.id,
      activity: { code: 'ideaDeleted' },
      entityType: 'idea',
      entityId: current.id,
      changes: changesBetween({ content: current.content, status: current.status }, {}),
    });
  });
}
