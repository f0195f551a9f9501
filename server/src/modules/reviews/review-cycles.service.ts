import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Language } from '@contracts/languages';
import {
  REVIEW_CYCLE_STATE_LABELS,
  REVIEW_DEADLINE_LABELS,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_STATE_LABELS,
  type ReviewCycle,
  type ReviewCycleFields,
  type ReviewCycleList,
  type ReviewCycleListQuery,
  type ReviewCycleProgress,
  type ReviewCycleState,
  type ReviewCycleSummary,
  type ReviewDeadlineKind,
  type ReviewProgressPage,
  type ReviewProgressQuery,
  type ReviewProgressRow,
  type ReviewReviewerOptions,
  type ReviewState,
} from '@contracts/reviews';
import type { Text } from '@contracts/i18n/texts';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  reviewCycleAssignments,
  reviewCycles,
  reviewCycleSections,
  reviewHistory,
  reviewRatingLevels,
  reviews,
  teachers,
  users,
} from '../../db/schema/index';
import { textIn } from '../../i18n/server-texts';
import { AppError } from '../../lib/app-error';
import { streamCsv } from '../../lib/csv-export';
import { csvSafeCell } from '../../lib/csv-safe-cell';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from '../../lib/list-page';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { announce, reviewLink, type Announcer } from './review-announce';
import { cycleAbilities, mayReview } from './reviews.policy';
import { countsOf, dayOf, deadlinesOf, iso, lateOf, personOrGone } from './reviews.presenter';

/*
 * The review cycles (issue 46, decision 045): staff set one up (draft), open it (a review per teacher, each teacher
 * told), follow its progress and close it (every review closed, both sides told). Every change is one transaction
 * with its audit entry; a refused one changes nothing.
 */

type CycleRow = typeof reviewCycles.$inferSelect;

const dialect = new PgDialect();

const cycleNotFound = () => new AppError('REVIEW_CYCLE_NOT_FOUND', REVIEW_MESSAGES.cycleNotFound);
const notEditable = () => new AppError('REVIEW_CYCLE_NOT_EDITABLE', REVIEW_MESSAGES.cycleNotEditable);

/** The SQL of "late" for a review `r` of a cycle `c` on `today` (as lateOf). */
export function lateSql(today: string): SQL {
  return sql`(c.state = 'open' and (
    (r.state in ('not_started', 'draft', 'returned') and c.self_report_due < ${today}::date)
    or (r.state = 'submitted' and c.evaluation_due < ${today}::date)
    or (r.state = 'evaluated' and c.response_due < ${today}::date)))`;
}

async function lockedCycle(tx: Tx, id: number): Promise<CycleRow> {
  const [cycle] = await tx.select().from(reviewCycles).where(eq(reviewCycles.id, id)).for('update');
  if (!cycle) throw cycleNotFound();
  return cycle;
}

/** Counts per state and late, per cycle. */
async function cycleCounts(db: DbOrTx, ids: number[], today: string) {
  if (ids.length === 0) return new Map<number, { counts: ReviewCycleSummary['counts']; late: number; total: number }>();
  const rows = await db.execute<{ cycle_id: number; state: string; count: number; late: number }>(sql`
    select r.cycle_id, r.state, count(*)::int as count, count(*) filter (where ${lateSql(today)})::int as late
      from reviews r join review_cycles c on c.id = r.cycle_id
     where r.cycle_id = any(${sql.param(ids)}::int[])
     group by r.cycle_id, r.state`);
  const result = new Map<number, { counts: ReviewCycleSummary['counts']; late: number; total: number }>();
  for (const id of ids) {
    const own = rows.rows.filter((row) => row.cycle_id === id);
    result.set(id, {
      counts: countsOf(own),
      late: own.reduce((sum, row) => sum + Number(row.late), 0),
      total: own.reduce((sum, row) => sum + Number(row.count), 0),
    });
  }
  return result;
}

/** How many teachers a cycle in draft covers: those chosen, or the active teachers now. */
async function draftTeachers(db: DbOrTx, cycles: CycleRow[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (cycles.some((cycle) => cycle.teacherScope === 'all_active')) {
    const [row] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(teachers)
      .where(eq(teachers.isActive, true));
    for (const cycle of cycles) if (cycle.teacherScope === 'all_active') result.set(cycle.id, row?.value ?? 0);
  }
  const chosen = cycles.filter((cycle) => cycle.teacherScope === 'chosen').map((cycle) => cycle.id);
  if (chosen.length) {
    const rows = await db
      .select({ cycleId: reviewCycleAssignments.cycleId, value: sql<number>`count(*)::int` })
      .from(reviewCycleAssignments)
      .where(inArray(reviewCycleAssignments.cycleId, chosen))
      .groupBy(reviewCycleAssignments.cycleId);
    for (const id of chosen) result.set(id, rows.find((row) => row.cycleId === id)?.value ?? 0);
  }
  return result;
}

async function summaries(db: DbOrTx, user: SessionUser, cycles: CycleRow[]): Promise<ReviewCycleSummary[]> {
  const today = dayOf(new Date());
  const [counts, planned] = await Promise.all([
    cycleCounts(
      db,
      cycles.map((cycle) => cycle.id),
      today,
    ),
    draftTeachers(
      db,
      cycles.filter((cycle) => cycle.state === 'draft'),
    ),
  ]);
  return cycles.map((cycle) => {
    const own = counts.get(cycle.id)!;
    return {
      id: cycle.id,
      name: cycle.name,
      year: cycle.year,
      state: cycle.state as ReviewCycleState,
      deadlines: deadlinesOf(cycle),
      teachers: cycle.state === 'draft' ? (planned.get(cycle.id) ?? 0) : own.total,
      counts: own.counts,
      late: own.late,
      opened_at: iso(cycle.openedAt),
      closed_at: iso(cycle.closedAt),
      created_at: iso(cycle.createdAt)!,
      can: cycleAbilities(user, { state: cycle.state, closedReviews: own.counts.closed }),
    };
  });
}

/** GET /api/review-cycles: newest year first (then id). */
export async function listCycles(options: {
  db: Database;
  user: SessionUser;
  query: ReviewCycleListQuery;
}): Promise<ReviewCycleList> {
  const { db, query } = options;
  const limit = query.limit ?? REVIEW_PAGE_SIZE;
  let after: SQL | undefined;
  if (query.cursor) {
    const [year, id] = decodeCursor(query.cursor);
    if (!/^\d{1,4}$/.test(year)) throw new AppError('INVALID_CURSOR', INVALID_CURSOR);
    after = sql`(${reviewCycles.year}, ${reviewCycles.id}) < (${Number(year)}, ${id})`;
  }
  const filter = query.state ? eq(reviewCycles.state, query.state) : undefined;
  const [fetched, [total]] = await Promise.all([
    db
      .select()
      .from(reviewCycles)
      .where(and(filter, after))
      .orderBy(desc(reviewCycles.year), desc(reviewCycles.id))
      .limit(limit + 1),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(reviewCycles)
      .where(filter),
  ]);
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  return {
    items: await summaries(db, options.user, rows),
    next_cursor: fetched.length > limit && last ? encodeCursor([String(last.year), last.id]) : null,
    total: total?.value ?? 0,
    can: { create: cycleAbilities(options.user, { state: 'draft', closedReviews: 0 }).edit },
  };
}

/** GET /api/review-cycles/{id}. */
export async function readCycle(options: { db: DbOrTx; user: SessionUser; id: number }): Promise<ReviewCycle> {
  const { db, id } = options;
  const [cycle] = await db.select().from(reviewCycles).where(eq(reviewCycles.id, id));
  if (!cycle) throw cycleNotFound();
  const [[summary], sections, levels, people] = await Promise.all([
    summaries(db, options.user, [cycle]),
    db
      .select()
      .from(reviewCycleSections)
      .where(eq(reviewCycleSections.cycleId, id))
      .orderBy(asc(reviewCycleSections.position)),
    db
      .select()
      .from(reviewRatingLevels)
      .where(eq(reviewRatingLevels.cycleId, id))
      .orderBy(asc(reviewRatingLevels.position)),
    db.execute<{ id: number; name: string }>(sql`
      select id, username as name from users
       where id = any(${sql.param([cycle.defaultReviewerId ?? 0, cycle.createdBy ?? 0])}::int[])`),
  ]);
  const nameOf = (userId: number | null) => people.rows.find((row) => row.id === userId)?.name ?? null;
  const assignments =
    cycle.state === 'draft'
      ? await db.execute<{ teacher_id: number; teacher_name: string; reviewer_id: number; reviewer_name: string }>(sql`
          select t.id as teacher_id, t.full_name as teacher_name, u.id as reviewer_id, u.username as reviewer_name
            from review_cycle_assignments a
            join teachers t on t.id = a.teacher_id
            join users u on u.id = a.reviewer_id
           where a.cycle_id = ${id}
           order by t.full_name, t.id`)
      : await db.execute<{
          teacher_id: number;
          teacher_name: string;
          reviewer_id: number | null;
          reviewer_name: string | null;
          review_id: number;
        }>(sql`
          select t.id as teacher_id, t.full_name as teacher_name, u.id as reviewer_id, u.username as reviewer_name,
                 r.id as review_id
            from reviews r
            join teachers t on t.id = r.teacher_id
            left join users u on u.id = r.reviewer_id
           where r.cycle_id = ${id}
           order by t.full_name, t.id`);
  return {
    ...summary!,
    teacher_scope: cycle.teacherScope as 'all_active' | 'chosen',
    default_reviewer:
      cycle.defaultReviewerId === null ? null : personOrGone(cycle.defaultReviewerId, nameOf(cycle.defaultReviewerId)),
    sections: sections.map((section) => ({ id: section.sectionKey, title: section.title })),
    rating_scale: levels.map((level) => level.label),
    assignments: assignments.rows.map((row) => ({
      teacher: { id: row.teacher_id, name: row.teacher_name },
      reviewer: personOrGone(row.reviewer_id, row.reviewer_name),
      review_id: 'review_id' in row ? (row.review_id as number) : null,
    })),
    created_by: cycle.createdBy === null ? null : personOrGone(cycle.createdBy, nameOf(cycle.createdBy)),
  };
}

/** GET /api/review-cycles/reviewer-options: enabled staff accounts, by name. */
export async function reviewerOptions(options: { db: DbOrTx }): Promise<ReviewReviewerOptions> {
  const rows = await options.db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(and(sql`${users.role} = 'staff'`, isNull(users.disabledAt)))
    .orderBy(asc(users.username), asc(users.id));
  return { items: rows };
}

/** Refuses teachers that do not exist (or, for a cycle's opening, are not active) and reviewers not enabled staff. */
async function assertPeople(db: DbOrTx, fields: ReviewCycleFields): Promise<void> {
  const teacherIds = [...new Set(fields.assignments.map((assignment) => assignment.teacher_id))];
  if (teacherIds.length) {
    const found = await db
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(inArray(teachers.id, teacherIds), eq(teachers.isActive, true)));
    if (found.length !== teacherIds.length)
      throw new AppError('REVIEW_TEACHER_INVALID', REVIEW_MESSAGES.teacherInvalid);
  }
  const reviewerIds = [
    ...new Set([
      ...fields.assignments.map((assignment) => assignment.reviewer_id),
      ...(fields.default_reviewer_id === null ? [] : [fields.default_reviewer_id]),
    ]),
  ];
  if (reviewerIds.length) {
    const accounts = await db
      .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(inArray(users.id, reviewerIds));
    if (accounts.length !== reviewerIds.length || !accounts.every(mayReview))
      throw new AppError('REVIEW_REVIEWER_INVALID', REVIEW_MESSAGES.reviewerInvalid);
  }
}

async function writeParts(tx: Tx, cycleId: number, fields: ReviewCycleFields): Promise<void> {
  await tx.delete(reviewCycleSections).where(eq(reviewCycleSections.cycleId, cycleId));
  await tx.delete(reviewRatingLevels).where(eq(reviewRatingLevels.cycleId, cycleId));
  await tx.delete(reviewCycleAssignments).where(eq(reviewCycleAssignments.cycleId, cycleId));
  await tx
    .insert(reviewCycleSections)
    .values(
      fields.sections.map((section, position) => ({ cycleId, sectionKey: section.id, position, title: section.title })),
    );
  await tx
    .insert(reviewRatingLevels)
    .values(fields.rating_scale.map((label, position) => ({ cycleId, position, label })));
  if (fields.assignments.length)
    await tx.insert(reviewCycleAssignments).values(
      fields.assignments.map((assignment) => ({
        cycleId,
        teacherId: assignment.teacher_id,
        reviewerId: assignment.reviewer_id,
      })),
    );
}

const cycleColumns = (fields: ReviewCycleFields) => ({
  name: fields.name,
  year: fields.year,
  teacherScope: fields.teacher_scope,
  defaultReviewerId: fields.teacher_scope === 'all_active' ? fields.default_reviewer_id : null,
  selfReportDue: fields.deadlines.self_report,
  evaluationDue: fields.deadlines.evaluation,
  responseDue: fields.deadlines.response,
});

/** POST /api/review-cycles (staff): a cycle in draft. */
export async function createCycle(options: {
  db: Database;
  user: SessionUser;
  fields: ReviewCycleFields;
}): Promise<ReviewCycle> {
  const { db, user, fields } = options;
  await assertPeople(db, fields);
  const id = await db.transaction(async (tx) => {
    const [cycle] = await tx
      .insert(reviewCycles)
      .values({ ...cycleColumns(fields), createdBy: user.id })
      .returning();
    await writeParts(tx, cycle!.id, fields);
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewCycleCreated', params: { name: cycle!.name } },
    });
    return cycle!.id;
  });
  return readCycle({ db, user, id });
}

/** PUT /api/review-cycles/{id} (staff): the whole cycle, only while in draft (409 once open). */
export async function updateCycle(options: {
  db: Database;
  user: SessionUser;
  id: number;
  fields: ReviewCycleFields;
}): Promise<ReviewCycle> {
  const { db, user, id, fields } = options;
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, id);
    if (cycle.state !== 'draft') throw notEditable();
    await assertPeople(tx, fields);
    await tx.update(reviewCycles).set(cycleColumns(fields)).where(eq(reviewCycles.id, id));
    await writeParts(tx, id, fields);
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewCycleUpdated', params: { name: fields.name } },
    });
  });
  return readCycle({ db, user, id });
}

/** DELETE /api/review-cycles/{id} (staff): a cycle still in draft. */
export async function deleteCycle(options: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const { db, user, id } = options;
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, id);
    if (cycle.state !== 'draft') throw notEditable();
    await tx.delete(reviewCycles).where(eq(reviewCycles.id, id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewCycleDeleted', params: { name: cycle.name } },
    });
  });
}

/**
 * POST /api/review-cycles/{id}/open (staff): a review per teacher (every active teacher, or those chosen), each with
 * its reviewer; the sections and scale are fixed from now on; each teacher is told (notification and mail).
 */
export async function openCycle(options: {
  db: Database;
  user: SessionUser;
  id: number;
  announcer: Announcer;
}): Promise<ReviewCycle> {
  const { db, user, id, announcer } = options;
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, id);
    if (cycle.state !== 'draft') throw notEditable();
    const assigned = await tx.select().from(reviewCycleAssignments).where(eq(reviewCycleAssignments.cycleId, id));
    const reviewerOf = new Map(assigned.map((row) => [row.teacherId, row.reviewerId]));
    const covered =
      cycle.teacherScope === 'all_active'
        ? await tx
            .select({ id: teachers.id, userId: teachers.userId })
            .from(teachers)
            .where(eq(teachers.isActive, true))
            .for('share')
        : await tx
            .select({ id: teachers.id, userId: teachers.userId })
            .from(teachers)
            .where(inArray(teachers.id, assigned.map((row) => row.teacherId).concat([0])))
            .for('share');
    const rows = covered.map((teacher) => ({
      cycleId: id,
      teacherId: teacher.id,
      reviewerId: reviewerOf.get(teacher.id) ?? cycle.defaultReviewerId,
    }));
    if (rows.length === 0 || rows.some((row) => row.reviewerId === null))
      throw new AppError('REVIEW_REVIEWER_INVALID', REVIEW_MESSAGES.reviewerRequired);
    const reviewerIds = [...new Set(rows.map((row) => row.reviewerId!))];
    const reviewers = await tx
      .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(inArray(users.id, reviewerIds));
    if (reviewers.length !== reviewerIds.length || !reviewers.every(mayReview))
      throw new AppError('REVIEW_REVIEWER_INVALID', REVIEW_MESSAGES.reviewerInvalid);
    const made = await tx.insert(reviews).values(rows).returning({ id: reviews.id, teacherId: reviews.teacherId });
    await tx.update(reviewCycles).set({ state: 'open', openedAt: new Date() }).where(eq(reviewCycles.id, id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewCycleOpened', params: { name: cycle.name, count: made.length } },
    });
    const userOf = new Map(covered.map((teacher) => [teacher.id, teacher.userId]));
    for (const review of made)
      await announce(tx, announcer, {
        userId: userOf.get(review.teacherId)!,
        code: 'reviewOpened',
        params: { cycle: cycle.name, due: cycle.selfReportDue },
        link: reviewLink(review.id),
      });
  });
  return readCycle({ db, user, id });
}

/**
 * Closes reviews of a cycle in `tx` (every one not closed, or the one `reviewId`): each closed from its state, its
 * history, its audit entry, its teacher and reviewer told. Answers how many were closed.
 */
export async function closeReviews(
  tx: Tx,
  options: { user: SessionUser; cycle: CycleRow; announcer: Announcer; reviewId?: number; note: string | null },
): Promise<number> {
  const { user, cycle, announcer } = options;
  const open = await tx.execute<{
    id: number;
    state: ReviewState;
    teacher_id: number;
    teacher_user_id: number;
    teacher_name: string;
    reviewer_id: number | null;
  }>(sql`
    select r.id, r.state, r.teacher_id, t.user_id as teacher_user_id, t.full_name as teacher_name, r.reviewer_id
      from reviews r join teachers t on t.id = r.teacher_id
     where r.cycle_id = ${cycle.id} and r.state <> 'closed'
       ${options.reviewId === undefined ? sql`` : sql`and r.id = ${options.reviewId}`}
     order by r.id
     for update of r`);
  const now = new Date();
  for (const review of open.rows) {
    await tx
      .update(reviews)
      .set({ state: 'closed', closedFrom: review.state, closedAt: now })
      .where(eq(reviews.id, review.id));
    await tx.insert(reviewHistory).values({
      reviewId: review.id,
      fromState: review.state,
      toState: 'closed',
      move: 'close',
      byUserId: user.id,
      reason: options.note,
    });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewClosed', params: { teacher: review.teacher_name, cycle: cycle.name } },
      entityType: 'teacher',
      entityId: review.teacher_id,
    });
    const params = { cycle: cycle.name, teacher: review.teacher_name };
    await announce(tx, announcer, {
      userId: review.teacher_user_id,
      code: 'reviewClosed',
      params,
      link: reviewLink(review.id),
    });
    if (review.reviewer_id !== null && review.reviewer_id !== user.id)
      await announce(tx, announcer, {
        userId: review.reviewer_id,
        code: 'reviewClosed',
        params,
        link: reviewLink(review.id),
      });
  }
  return open.rows.length;
}

/** POST /api/review-cycles/{id}/close (staff): the cycle and every review of it closed. */
export async function closeCycle(options: {
  db: Database;
  user: SessionUser;
  id: number;
  note: string | null;
  announcer: Announcer;
}): Promise<ReviewCycle> {
  const { db, user, id } = options;
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, id);
    if (cycle.state !== 'open') throw new AppError('REVIEW_CYCLE_NOT_OPEN', REVIEW_MESSAGES.cycleNotOpen);
    await closeReviews(tx, { user, cycle, announcer: options.announcer, note: options.note });
    await tx.update(reviewCycles).set({ state: 'closed', closedAt: new Date() }).where(eq(reviewCycles.id, id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewCycleClosed', params: { name: cycle.name } },
    });
  });
  return readCycle({ db, user, id });
}

async function cycleOf(db: DbOrTx, id: number): Promise<CycleRow> {
  const [cycle] = await db.select().from(reviewCycles).where(eq(reviewCycles.id, id));
  if (!cycle) throw cycleNotFound();
  return cycle;
}

/** GET /api/review-cycles/{id}/progress (staff): counts per state, late, per reviewer. */
export async function cycleProgress(options: { db: DbOrTx; id: number; now?: Date }): Promise<ReviewCycleProgress> {
  const { db, id } = options;
  const cycle = await cycleOf(db, id);
  const today = dayOf(options.now ?? new Date());
  const rows = await db.execute<{
    reviewer_id: number | null;
    reviewer_name: string | null;
    state: string;
    count: number;
    late: number;
  }>(sql`
    select r.reviewer_id, u.username as reviewer_name, r.state, count(*)::int as count,
           count(*) filter (where ${lateSql(today)})::int as late
      from reviews r
      join review_cycles c on c.id = r.cycle_id
      left join users u on u.id = r.reviewer_id
     where r.cycle_id = ${id}
     group by r.reviewer_id, u.username, r.state
     order by u.username nulls last, r.reviewer_id`);
  const reviewers = new Map<number, { name: string | null; rows: typeof rows.rows }>();
  for (const row of rows.rows) {
    const key = row.reviewer_id ?? 0;
    if (!reviewers.has(key)) reviewers.set(key, { name: row.reviewer_name, rows: [] });
    reviewers.get(key)!.rows.push(row);
  }
  const sum = (list: typeof rows.rows, field: 'count' | 'late') =>
    list.reduce((all, row) => all + Number(row[field]), 0);
  return {
    cycle: { id: cycle.id, name: cycle.name, year: cycle.year, state: cycle.state as ReviewCycleState },
    total: sum(rows.rows, 'count'),
    counts: countsOf(rows.rows),
    late: sum(rows.rows, 'late'),
    by_reviewer: [...reviewers.entries()].map(([reviewerId, group]) => ({
      reviewer: personOrGone(reviewerId || null, group.name),
      total: sum(group.rows, 'count'),
      counts: countsOf(group.rows),
      late: sum(group.rows, 'late'),
    })),
  };
}

function progressFilters(query: ReviewProgressQuery, today: string): SQL {
  const parts: SQL[] = [];
  if (query.state) parts.push(sql`r.state = ${query.state}`);
  if (query.reviewer_id !== undefined) parts.push(sql`r.reviewer_id = ${query.reviewer_id}`);
  if (query.late !== undefined) parts.push(query.late ? lateSql(today) : sql`not ${lateSql(today)}`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

type ProgressSqlRow = {
  review_id: number;
  teacher_id: number;
  teacher_name: string;
  reviewer_id: number | null;
  reviewer_name: string | null;
  state: ReviewState;
  updated_at: string | Date;
};

function progressRows(id: number, query: ReviewProgressQuery, today: string, after?: readonly [string, number]) {
  return sql`
    select r.id as review_id, t.id as teacher_id, t.full_name as teacher_name, r.reviewer_id,
           u.username as reviewer_name, r.state, r.updated_at
      from reviews r
      join review_cycles c on c.id = r.cycle_id
      join teachers t on t.id = r.teacher_id
      left join users u on u.id = r.reviewer_id
     where r.cycle_id = ${id} ${progressFilters(query, today)}
       ${after ? sql`and (t.full_name, r.id) > (${after[0]}, ${after[1]})` : sql``}
     order by t.full_name, r.id`;
}

function presentProgressRow(cycle: CycleRow, row: ProgressSqlRow, today: string): ReviewProgressRow {
  return {
    review_id: row.review_id,
    teacher: { id: row.teacher_id, name: row.teacher_name },
    reviewer: personOrGone(row.reviewer_id, row.reviewer_name),
    state: row.state,
    late: lateOf(row.state, cycle.state, deadlinesOf(cycle), today),
    updated_at: iso(row.updated_at)!,
  };
}

/** GET /api/review-cycles/{id}/reviews (staff): teacher name order, filtered by state, reviewer and lateness. */
export async function progressPage(options: {
  db: DbOrTx;
  id: number;
  query: ReviewProgressQuery;
  now?: Date;
}): Promise<ReviewProgressPage> {
  const { db, id, query } = options;
  const cycle = await cycleOf(db, id);
  const today = dayOf(options.now ?? new Date());
  const limit = query.limit ?? REVIEW_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [fetched, total] = await Promise.all([
    db.execute<ProgressSqlRow>(sql`${progressRows(id, query, today, after)} limit ${limit + 1}`),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from reviews r join review_cycles c on c.id = r.cycle_id
       where r.cycle_id = ${id} ${progressFilters(query, today)}`),
  ]);
  const rows = fetched.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => presentProgressRow(cycle, row, today)),
    next_cursor: fetched.rows.length > limit && last ? encodeCursor([last.teacher_name, last.review_id]) : null,
    total: total.rows[0]?.count ?? 0,
  };
}

const CSV_HEADERS: Record<string, Text> = {
  teacher: /*i18n*/ { id: 'reviews.csv.teacher', message: 'Profesor' },
  reviewer: /*i18n*/ { id: 'reviews.csv.reviewer', message: 'Evaluador' },
  state: /*i18n*/ { id: 'reviews.csv.state', message: 'Estado' },
  late: /*i18n*/ { id: 'reviews.csv.late', message: 'Retraso' },
  lateDays: /*i18n*/ { id: 'reviews.csv.lateDays', message: 'Días de retraso' },
  updated: /*i18n*/ { id: 'reviews.csv.updated', message: 'Último cambio' },
};

/**
 * GET /api/review-cycles/{id}/reviews.csv (staff): the same rows and filters, streamed from a cursor, every text cell
 * safe for spreadsheets (csvSafeCell), in the reader's language. No evaluation text or rating is in it.
 */
export async function progressCsv(options: {
  db: Database;
  id: number;
  query: ReviewProgressQuery;
  language: Language;
  now?: Date;
}): Promise<{ name: string; csv: Readable }> {
  const { id, query, language } = options;
  const cycle = await cycleOf(options.db, id);
  const today = dayOf(options.now ?? new Date());
  const write = (text: Text) => textIn(language, text);
  const query_ = dialect.sqlToQuery(progressRows(id, query, today));
  const csv = await streamCsv<ProgressSqlRow>({
    pool: (options.db as Database & { $client: pg.Pool }).$client,
    rows: { text: query_.sql, values: query_.params },
    columns: [
      write(CSV_HEADERS.teacher!),
      write(CSV_HEADERS.reviewer!),
      write(CSV_HEADERS.state!),
      write(CSV_HEADERS.late!),
      write(CSV_HEADERS.lateDays!),
      write(CSV_HEADERS.updated!),
    ],
    record: (row) => {
      const shown = presentProgressRow(cycle, row, today);
      return [
        shown.teacher.name,
        shown.reviewer.name,
        write(REVIEW_STATE_LABELS[shown.state]),
        shown.late ? write(REVIEW_DEADLINE_LABELS[shown.late.deadline as ReviewDeadlineKind]) : '',
        shown.late ? shown.late.days : '',
        shown.updated_at.slice(0, 10),
      ].map(csvSafeCell);
    },
  });
  const safeName = cycle.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || `cycle-${cycle.id}`;
  return { name: `${safeName} — ${write(REVIEW_CYCLE_STATE_LABELS[cycle.state as ReviewCycleState])}`, csv };
}
