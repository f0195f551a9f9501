import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A previewed CSV import waiting for its confirmation: the validated plan, kept in PostgreSQL (not in a server's
 * memory) so that whichever app server receives the confirmation applies exactly what was shown. Kept an hour.
 */
export const peopleImports = pgTable('people_imports', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').notNull(),
  createdAt: createdAt(),
});

/** One-time links to set a password (accounts made by an import): the token's SHA-256, never the token. */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** 'import' (a link made by an import) or 'reset' (asked for with 'Forgot your password?'). */
    purpose: text('purpose').notNull().default('import'),
    createdAt: createdAt(),
  },
  (t) => [index('password_set_tokens_user_idx').on(t.userId)],
);
