import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreateIdeaInput } from '@contracts/ideas';
import type { Database, DbOrTx } from '../../db/client';
import { ideas, ideaVotes, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/activity.service';

export interface IdeaRow {
  id: number;
  content: string;
  votes: number;
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
      userId: ideas.userId,
      author: users.username,
      votedByMe: sql<boolean>`exists (select 1 from ${ideaVotes} where ${ideaVotes.ideaId} = ${ideas.id} and ${ideaVotes.userId} = ${viewerId})`,
      createdAt: ideas.createdAt,
      updatedAt: ideas.updatedAt,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId));
}

export async function listIdeas(options: { db: Database; viewerId: number; limit?: number }): Promise<IdeaRow[]> {
  return selectIdeas(options.db, options.viewerId)
    .orderBy(desc(ideas.votes), desc(ideas.createdAt))
    .limit(options.limit ?? 200);
}

async function getIdea(db: DbOrTx, id: number, viewerId: number): Promise<IdeaRow> {
  const [row] = await selectIdeas(db, viewerId).where(eq(ideas.id, id));
  if (!row) throw new AppError('IDEA_NOT_FOUND', 'Idea not found');
  return row;
}

export async function createIdea(options: { db: Database; userId: number; input: CreateIdeaInput }): Promise<IdeaRow> {
  return options.db.transaction(async (tx) => {
    const [created] = await tx.insert(ideas).values({ userId: options.userId, content: options.input.content }).returning({ id: ideas.id });
    if (!created) throw new Error('insert returned no row');
    await recordActivity(tx, { userId: options.userId, activity: 'Submitted an idea', entityType: 'idea', entityId: created.id });
    return getIdea(tx, created.id, options.userId);
  });
}

/** A user votes once per idea; voting again takes the vote back. */
export async function toggleVote(options: { db: Database; userId: number; ideaId: number }): Promise<IdeaRow> {
  const { userId, ideaId } = options;
  return options.db.transaction(async (tx) => {
    const [idea] = await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for('update');
    if (!idea) throw new AppError('IDEA_NOT_FOUND', 'Idea not found');
    const removed = await tx
      .delete(ideaVotes)
      .where(and(eq(ideaVotes.ideaId, ideaId), eq(ideaVotes.userId, userId)))
      .returning({ ideaId: ideaVotes.ideaId });
    if (removed.length > 0) {
      await tx.update(ideas).set({ votes: sql`${ideas.votes} - 1` }).where(eq(ideas.id, ideaId));
    } else {
      await tx.insert(ideaVotes).values({ ideaId, userId });
      await tx.update(ideas).set({ votes: sql`${ideas.votes} + 1` }).where(eq(ideas.id, ideaId));
    }
    return getIdea(tx, ideaId, userId);
  });
}
