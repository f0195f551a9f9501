import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

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
