import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const ideas = pgTable(
  'ideas',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 140 }).notNull(),
    votes: integer('votes').notNull().default(0),
    /** Where staff have taken it (contracts/ideas.ts IDEA_STATUSES). */
    status: text('status').notNull().default('new'),
    /** Staff's public answer, shown on the board. */
    staffReply: text('staff_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ideas_votes_idx').on(t.votes.desc(), t.createdAt.desc()),
    index('ideas_status_votes_idx').on(t.status, t.votes.desc(), t.createdAt.desc()),
    index('ideas_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('ideas_user_created_idx').on(t.userId, t.createdAt),
    check('ideas_status_known', sql`${t.status} in ('new', 'under_review', 'planned', 'done', 'declined')`),
    check('ideas_content_not_blank', sql`length(btrim(${t.content})) > 0`),
    check('ideas_votes_not_negative', sql`${t.votes} >= 0`),
  ],
);

/** The voted_by list of the specification, one row per voter: a user votes once per idea. */
export const ideaVotes = pgTable(
  'idea_votes',
  {
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] }), index('idea_votes_user_idx').on(t.userId)],
);
