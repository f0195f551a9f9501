import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { teachers } from './people';
import { users } from './users';

/**
 * A teacher's public page (issue 47, decision 046): off until the teacher turns it on, published once staff approve
 * it, taken down by staff with a reason. The slug is made once from the name (accents removed) and kept when the
 * name changes, so a shared link stays valid. The parts shown are chosen by the teacher; the works and entries named
 * are checked again at every render (a work hidden later, an entry made staff-only, leave the page at once).
 */
export const publicPages = pgTable(
  'public_pages',
  {
    teacherId: integer('teacher_id')
      .primaryKey()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    slug: text('slug').notNull().unique(),
    showPhoto: boolean('show_photo').notNull().default(true),
    showBio: boolean('show_bio').notNull().default(true),
    showAreas: boolean('show_areas').notNull().default(true),
    showSocial: boolean('show_social').notNull().default(false),
    showBadges: boolean('show_badges').notNull().default(false),
    /** Featured portfolio works, in the order shown: only works the school sees (public, not hidden). */
    workIds: jsonb('work_ids').$type<number[]>().notNull().default([]),
    /** Record entries shown: only entries visible to everyone signed in ('school'). */
    entryIds: jsonb('entry_ids').$type<number[]>().notNull().default([]),
    /** PUBLIC_PAGE_STATES: draft, pending, published, taken_down. */
    state: text('state').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    takenDownReason: text('taken_down_reason'),
    takenDownBy: integer('taken_down_by').references(() => users.id, { onDelete: 'set null' }),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('public_pages_state_idx').on(t.state)],
);

/**
 * One row (id 1): the version of everything the public pages show, raised by triggers (the migration after
 * public_pages) in the transaction of any change of a page, a teacher, a work, an entry or a badge. Each app server
 * keeps rendered pages with the version they were made at and compares it with one key lookup per request.
 */
export const publicSiteVersion = pgTable('public_site_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that raised it last: a transaction raises it once, however many rows it changes. */
  lastXact: bigint('last_xact', { mode: 'number' }),
});
