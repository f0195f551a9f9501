import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every active teacher's CV as one ZIP (issue 45, decision 042): the request writes the batch and its job
 * `cv-batch` and answers at once; the job renders the CVs one after another in the pool's threads, streams them into
 * one encrypted file of the data folder (`file_name`, published when the last is in) and keeps `done` and `failed`
 * (the progress the screen polls).
 */
export const cvBatches = pgTable('cv_batches', {
  id: serial('id').primaryKey(),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  /** The language the CVs are written in: the requester's. */
  language: text('language').notNull(),
  /** The CV options of every CV (contracts/cv.ts CvOptions). */
  options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  /** CV_BATCH_STATES: pending, running, done, failed. */
  state: text('state').notNull().default('pending'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** The stored (encrypted) ZIP's name, once published. */
  fileName: text('file_name'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
