import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { BADGE_COLOR_MODEL_DEFAULT } from '../../../../contracts/constants';
import { users } from './users';

export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  badgeName: text('badge_name').notNull(),
  badgeCode: text('badge_code').notNull().unique(),
  badgeType: text('badge_type').notNull(),
  year: integer('year').notNull(),
  description: text('description'),
  badgeColor: text('badge_color').notNull().default(BADGE_COLOR_MODEL_DEFAULT),
  imagePath: text('image_path'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
