import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { BADGE_COLOR_MODEL_DEFAULT } from '../../../../contracts/constants';
import { users } from './users';

export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    badgeName: text('badge_name').notNull(),
    badgeCode: text('badge_code').notNull(),
    badgeType: text('badge_type').notNull(),
    year: integer('year').notNull(),
    description: text('description'),
    badgeColor: text('badge_color').notNull().default(BADGE_COLOR_MODEL_DEFAULT),
    /** The stored (encrypted) file's name, like a document's; null without an image. */
    imagePath: text('image_path'),
    /** The image's media type (image/png, image/jpeg or image/webp), checked by its bytes. */
    imageType: text('image_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('badges_badge_code_lower_key').on(sql`lower(${t.badgeCode})`),
    index('badges_badge_name_idx').on(t.badgeName, t.id),
  ],
);

export const badgeStatistics = pgTable('badge_statistics', {
  badgeId: integer('badge_id')
    .primaryKey()
    .references(() => badges.id, { onDelete: 'cascade' }),
  assignedCount: integer('assigned_count').notNull().default(0),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** user_id is the id of the recipient in its own table (teachers.id, students.id or users.id for staff). */
export const userBadges = pgTable(
  'user_badges',
  {
    id: serial('id').primaryKey(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(),
    userId: integer('user_id').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('user_badges_unique_key').on(t.badgeId, t.userType, t.userId),
    index('user_badges_recipient_idx').on(t.userType, t.userId),
  ],
);

/**
 * The Open Badges 3.0 credential issued for an award, signed once and kept as issued. It outlives the award:
 * removing the badge from its holder (or deleting the badge) revokes it, and the public page then says so.
 */
export const badgeCredentials = pgTable(
  'badge_credentials',
  {
    /** A random UUID: the credential's public id (urn:uuid:… inside it, /credentials/{id} for people). */
    id: text('id').primaryKey(),
    userBadgeId: integer('user_badge_id').references(() => userBadges.id, { onDelete: 'set null' }),
    badgeId: integer('badge_id').references(() => badges.id, { onDelete: 'set null' }),
    recipientType: text('recipient_type').notNull(),
    recipientId: integer('recipient_id').notNull(),
    /** The signed credential, exactly as issued. */
    credential: jsonb('credential').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('badge_credentials_user_badge_idx').on(t.userBadgeId),
    index('badge_credentials_badge_idx').on(t.badgeId),
  ],
);
