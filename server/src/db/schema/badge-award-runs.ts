import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { badges } from './badges';
import { users } from './users';

/**
 * One badge awarded to several people at once (issue 42): the request writes the run and one item per person, and
 * the job `award-badge-run` awards them one transaction each, keeping the run's counts (the progress the screen
 * polls) in the transaction of each outcome. Interrupted, the job goes on with the items still pending.
 */
export const badgeAwardRuns = pgTable('badge_award_runs', {
  id: serial('id').primaryKey(),
  badgeId: integer('badge_id')
    .notNull()
    .references(() => badges.id, { onDelete: 'cascade' }),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  /** The note shared by every award of the run. */
  notes: text('notes'),
  total: integer('total').notNull(),
  awarded: integer('awarded').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Each person of a run: 'pending' until the job reaches them, then 'awarded', 'skipped' (already held) or 'failed'. */
export const badgeAwardRunItems = pgTable(
  'badge_award_run_items',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => badgeAwardRuns.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(),
    userId: integer('user_id').notNull(),
    /**
     * The person's name when the run was asked for, for the outcome's line; empty when it could not be read (written
     * 'Persona desconocida (…)' in the reader's language when read).
     */
    recipientName: text('recipient_name').notNull(),
    outcome: text('outcome').notNull().default('pending'),
    /** Why it was skipped or failed: the id of its text (`BADGE_AWARD_MESSAGES`), written when read; older rows, words. */
    reason: text('reason'),
  },
  (t) => [index('badge_award_run_items_run_idx').on(t.runId, t.id)],
);
