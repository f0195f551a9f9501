import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows some tables hold, kept by statement-level triggers (migration 0005) in the same
 * transaction as every insert, delete and truncate, so a list's unfiltered total is one key lookup.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
});

/** The tables whose rows are counted (the triggers of migration 0005 cover exactly these). */
export const COUNTED_TABLES = ['users', 'teachers', 'students', 'courses', 'badges', 'unified_documents'] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

/**
 * The dashboard's chart figures, kept with the changes they count (migration 0008): uploads per month
 * ('documents_uploaded', 'YYYY-MM') and teachers per expertise area ('teachers_per_area', area code) by triggers,
 * sign-ins per week ('sign_ins', the week's Monday 'YYYY-MM-DD') by the sign-in's transaction.
 */
export const statCounters = pgTable(
  'stat_counters',
  {
    metric: text('metric').notNull(),
    bucket: text('bucket').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.bucket] })],
);
