import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ReviewRecordItem } from '@contracts/reviews';
import { createdAt, updatedAt } from './columns';
import { teachers } from './people';
import { users } from './users';

/*
 * The yearly review (issue 46, decision 045, contracts/reviews.ts). A cycle is set up in 'draft' (its sections,
 * scale and teachers with their reviewers editable), opened (one review per teacher made, the sections and scale
 * fixed) and closed (every review closed). A review moves not_started → draft → submitted → (returned → draft) →
 * evaluated → acknowledged → closed; each move is a row of review_history. Reminders claim a row of
 * review_reminders before they go: its key is the guard that no reminder goes twice, whatever the servers.
 */

const REVIEW_STATE_LIST = sql.raw(
  `('not_started', 'draft', 'submitted', 'returned', 'evaluated', 'acknowledged', 'closed')`,
);

export const reviewCycles = pgTable(
  'review_cycles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The calendar year reviewed: its record pre-fills the self-reports. */
    year: integer('year').notNull(),
    /** REVIEW_CYCLE_STATES: draft, open, closed. */
    state: text('state').notNull().default('draft'),
    /** 'all_active': every active teacher when it opens; 'chosen': those of review_cycle_assignments. */
    teacherScope: text('teacher_scope').notNull(),
    /** The reviewer of a teacher of 'all_active' without an assignment of their own. */
    defaultReviewerId: integer('default_reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    selfReportDue: date('self_report_due').notNull(),
    evaluationDue: date('evaluation_due').notNull(),
    responseDue: date('response_due').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('review_cycles_year_idx').on(t.year, t.id),
    check('review_cycles_state_check', sql`${t.state} in ('draft', 'open', 'closed')`),
    check('review_cycles_scope_check', sql`${t.teacherScope} in ('all_active', 'chosen')`),
    check(
      'review_cycles_deadlines_check',
      sql`${t.selfReportDue} <= ${t.evaluationDue} and ${t.evaluationDue} <= ${t.responseDue}`,
    ),
  ],
);

/** The self-report's sections of a cycle, in order; fixed once it opens. */
export const reviewCycleSections = pgTable(
  'review_cycle_sections',
  {
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    /** Stable within the cycle (contracts' section id). */
    sectionKey: text('section_key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.sectionKey] })],
);

/** The evaluation's rating scale of a cycle, best first (position 0); fixed once it opens. */
export const reviewRatingLevels = pgTable(
  'review_rating_levels',
  {
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.position] })],
);

/** While a cycle is in draft: its teachers chosen (or, for 'all_active', the reviewers set apart from the default). */
export const reviewCycleAssignments = pgTable(
  'review_cycle_assignments',
  {
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.teacherId] })],
);

/** One teacher's review in one cycle. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** A staff member's account; null once that account is deleted (staff assign the review again by closing it). */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** REVIEW_STATES. */
    state: text('state').notNull().default('not_started'),
    /** The state it was closed from; null unless closed. */
    closedFrom: text('closed_from'),
    /** Index into the cycle's rating levels (0 the best); null until the reviewer chooses. */
    rating: integer('rating'),
    overallComment: text('overall_comment'),
    /** The latest return's reason (kept in review_history too). */
    returnReason: text('return_reason'),
    responseText: text('response_text'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_cycle_teacher_key').on(t.cycleId, t.teacherId),
    index('reviews_teacher_idx').on(t.teacherId),
    index('reviews_reviewer_idx').on(t.reviewerId, t.cycleId),
    check('reviews_state_check', sql`${t.state} in ${REVIEW_STATE_LIST}`),
    check('reviews_closed_from_check', sql`${t.closedFrom} is null or ${t.closedFrom} in ${REVIEW_STATE_LIST}`),
  ],
);

/** A section of a review: the teacher's text and highlights, and the reviewer's comment. */
export const reviewSectionTexts = pgTable(
  'review_section_texts',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    text: text('text').notNull().default(''),
    /** The record's items highlighted, as they were when saved (their titles kept if the record changes later). */
    highlights: jsonb('highlights').$type<ReviewRecordItem[]>().notNull().default([]),
    /** The reviewer's comment on the section. */
    comment: text('comment'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.sectionKey] })],
);

/** Every move of a review: who, when, from which state to which, and a return's reason. */
export const reviewHistory = pgTable(
  'review_history',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** REVIEW_MOVES. */
    move: text('move').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('review_history_review_idx').on(t.reviewId, t.id)],
);

/**
 * The reminders sent: one row per person, review, deadline and phase ('before' the deadline, 'after' it), claimed
 * (insert … on conflict do nothing) in the transaction that writes the notification and queues the mail.
 */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** REVIEW_DEADLINE_KINDS. */
    deadline: text('deadline').notNull(),
    phase: text('phase').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId, t.deadline, t.phase] }),
    check('review_reminders_phase_check', sql`${t.phase} in ('before', 'after')`),
  ],
);

/** The PDFs of a cycle's closed reviews as one ZIP (as cv_batches): made by the job `review-batch`. */
export const reviewBatches = pgTable('review_batches', {
  id: serial('id').primaryKey(),
  cycleId: integer('cycle_id')
    .notNull()
    .references(() => reviewCycles.id, { onDelete: 'cascade' }),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  /** The language the documents' labels are written in: the requester's. */
  language: text('language').notNull(),
  reason: text('reason').notNull(),
  /** REVIEW_BATCH_STATES: pending, running, done, failed. */
  state: text('state').notNull().default('pending'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** The stored (encrypted) ZIP's name, once published. */
  fileName: text('file_name'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
