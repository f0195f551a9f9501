import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { courses } from './courses';
import { unifiedDocuments } from './documents';
import { teachers } from './people';
import { portfolioWorks } from './portfolio';
import { users } from './users';

/**
 * A teacher's professional and creative activity (issue 45, contracts/activity-record.ts): one row per entry, its
 * kind's own fields as nullable columns (so reports group by kind, scope and selection in SQL), its links, who sees
 * it and where staff's verification stands. Deleting the teacher deletes their record.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** ACTIVITY_KINDS. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    description: text('description'),
    /** Studio, client, venue, event, host, publisher or awarding body, as the kind calls it. */
    organization: text('organization'),
    role: text('role'),
    city: text('city'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** Production credits: ACTIVITY_PRODUCTION_TYPES. */
    productionType: text('production_type'),
    platformOrMedium: text('platform_or_medium'),
    /** Exhibitions and screenings: solo or group. */
    format: text('format'),
    /** ACTIVITY_SELECTIONS: juried, curated, invited, open. */
    selection: text('selection'),
    /** ACTIVITY_SCOPES: local, national, international. */
    scope: text('scope'),
    /** http(s) links, at most ACTIVITY_MAX_LINKS. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** ACTIVITY_VISIBILITIES: 'staff' (staff and the teacher) or 'school' (everyone signed in). */
    visibility: text('visibility').notNull().default('staff'),
    /** ACTIVITY_REVIEW_STATES: pending, verified, returned. A teacher's change sends a verified entry back to pending. */
    reviewState: text('review_state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Verified: which evidence it was checked against, in staff's words. Returned: the reason the teacher reads. */
    reviewNote: text('review_note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activity_entries_teacher_idx').on(t.teacherId, t.startDate.desc(), t.id.desc()),
    index('activity_entries_start_idx').on(t.startDate),
    check('activity_entries_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * An entry's evidence, linked, never copied: a document of the unified document system or a work of the teacher's
 * portfolio. Deleting the document or the work removes the link; the entry stays, and says it has no evidence.
 */
export const activityEntryDocuments = pgTable(
  'activity_entry_documents',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => activityEntries.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => unifiedDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.documentId] }),
    index('activity_entry_documents_doc_idx').on(t.documentId),
  ],
);

export const activityEntryWorks = pgTable(
  'activity_entry_works',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => activityEntries.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => portfolioWorks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.workId] }), index('activity_entry_works_work_idx').on(t.workId)],
);

/**
 * Staff's basis for a course's teacher in the qualifications table (issue 45), per course and teacher: 'degree' (an
 * earned degree in the field) or 'experience' (documented professional experience, with staff's justification and
 * the record entries it rests on). A course without a row is judged from the teacher's titles and areas alone.
 */
export const courseQualifications = pgTable(
  'course_qualifications',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** QUALIFICATION_BASES: degree, experience. */
    basis: text('basis').notNull(),
    justification: text('justification'),
    /** Record entries of the teacher the justification rests on. */
    entryIds: jsonb('entry_ids').$type<number[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.teacherId] })],
);
