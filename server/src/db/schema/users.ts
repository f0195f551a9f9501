import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../../contracts/languages';
import { ROLES } from '../../../../contracts/roles';
import { createdAt, updatedAt } from './columns';
import { folded, joinedText } from './search-fold';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password').notNull(),
    role: roleEnum('role').notNull(),
    /** Set while staff have disabled the account: it cannot sign in and its sessions were ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language the person chose (Settings, the login screen); null until they choose: the browser's decides. */
    language: text('language', { enum: LANGUAGES }),
    /** Username and email, folded and stored for the list's search (search-fold.ts, decision 032). */
    searchText: text('search_text').generatedAlwaysAs((): SQL => folded(joinedText(users.username, users.email))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    index('users_username_idx').on(t.username, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('users_language_check', sql`${t.language} in ('es', 'en')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Set when staff must use a second factor and this person has none yet: the session reaches only the
     * enrolment of one (and /api/me, sign-out) until they add it.
     */
    secondFactorSetupPending: boolean('second_factor_setup_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The words as declared (decision 040); a row of a `code` is written in its reader's language when read. */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /** What the notification says (notification-texts.ts), written when read; null on rows from before it. */
    code: text('code'),
    /** The parameters of its code's texts: what the school typed as typed, codes and days as such. */
    params: jsonb('params').$type<Record<string, string | number | null>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The words as declared (English); an entry of a `code` is written in its reader's language when read. */
    activity: text('activity').notNull(),
    /** What the entry says (shared/activities/activity-texts.ts); null on entries from before it. */
    code: text('code'),
    /** The parameters of its code's text: names as typed, codes as such. */
    params: jsonb('params').$type<Record<string, string | number>>(),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    /** The audit log: field → { before, after } of the change, secrets masked; null for events. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    /** The address the change came from (the request's, behind a trusted proxy its client's). */
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  // Newest first, overall, by person or by kind of entity: each an index range scan whatever the log's size.
  (t) => [
    index('activities_created_id_idx').on(t.createdAt, t.id),
    index('activities_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('activities_entity_created_idx').on(t.entityType, t.createdAt, t.id),
  ],
);

/** What a search of the users list reads: folded, stored and trigram-indexed (decision 032). */
export const userSearchText = users.searchText;
