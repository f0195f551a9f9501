import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ideas_votes_idx').on(t.votes.desc(), t.createdAt.desc()),
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
