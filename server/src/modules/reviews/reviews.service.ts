import { asc, eq, sql } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  REVIEW_STATE_LABELS,
  type OwnReviews,
  type Review,
  type ReviewCycleState,
  type ReviewDraft,
  type ReviewEvaluation,
  type ReviewMove,
  type ReviewRecordItem,
  type ReviewState,
  type ReviewSummary,
} from '@contracts/reviews';
import { translate } from '@contracts/i18n/texts';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  reviewCycles,
  reviewCycleSections,
  reviewHistory,
  reviewRatingLevels,
  reviews,
  reviewSectionTexts,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import type { ActivityText } from '../../shared/activities/activity-texts';
import type { SessionUser } from '../auth/session.service';
import { announce, reviewLink, type Announcer } from './review-announce';
import { closeReviews } from './review-cycles.service';
import { recordForYear } from './review-record';
import {
  isMover,
  mayMove,
  readNeedsReason,
  relationTo,
  reviewAbilities,
  seesEvaluation,
  stateAfter,
  stateAllows,
  type ReviewFacts,
  type ReviewRelation,
} from './reviews.policy';
import { dayOf, deadlinesOf, iso, lateOf, personOrGone, turnOf } from './reviews.presenter';

/*
 * A review and its moves (issue 46, decision 045). Each move is one transaction on the review's locked row: who
 * may make it (403 REVIEW_MOVE_FORBIDDEN otherwise) and whether its state allows it (409 REVIEW_WRONG_STATE), then
 * the change, its history row, its audit entry (entity 'teacher': the teacher reviewed; never the texts) and the
 * other side told by a notification and a mail in their language. A refused move changes nothing.
 */

const reviewNotFound = () => new AppError('REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
const forbidden = () => new AppError('REVIEW_MOVE_FORBIDDEN', REVIEW_MESSAGES.notAllowed);

type ReviewRow = {
  id: number;
  cycle_id: number;
  teacher_id: number;
  teacher_user_id: number;
  teacher_name: string;
  reviewer_id: number | null;
  reviewer_name: string | null;
  state: ReviewState;
  closed_from: ReviewState | null;
  rating: number | null;
  overall_comment: string | null;
  return_reason: string | null;
  response_text: string | null;
  submitted_at: string | Date | null;
  evaluated_at: string | Date | null;
  acknowledged_at: string | Date | null;
  closed_at: string | Date | null;
  updated_at: string | Date;
  cycle_name: string;
  cycle_year: number;
  cycle_state: ReviewCycleState;
  self_report_due: string;
  evaluation_due: string;
  response_due: string;
};

const reviewQuery = (where: ReturnType<typeof sql>, lock = false) => sql`
  select r.id, r.cycle_id, r.teacher_id, t.user_id as teacher_user_id, t.full_name as teacher_name, r.reviewer_id,
         u.username as reviewer_name, r.state, r.closed_from, r.rating, r.overall_comment, r.return_reason,
         r.response_text, r.submitted_at, r.evaluated_at, r.acknowledged_at, r.closed_at, r.updated_at,
         c.name as cycle_name, c.year as cycle_year, c.state as cycle_state,
         to_char(c.self_report_due, 'YYYY-MM-DD') as self_report_due,
         to_char(c.evaluation_due, 'YYYY-MM-DD') as evaluation_due,
         to_char(c.response_due, 'YYYY-MM-DD') as response_due
    from reviews r
    join review_cycles c on c.id = r.cycle_id
    join teachers t on t.id = r.teacher_id
    left join users u on u.id = r.reviewer_id
   where ${where}
   ${lock ? sql`for update of r` : sql``}`;

async function reviewRow(db: DbOrTx, id: number, lock = false): Promise<ReviewRow> {
  const found = await db.execute<ReviewRow>(reviewQuery(sql`r.id = ${id}`, lock));
  const row = found.rows[0];
  if (!row) throw reviewNotFound();
  return row;
}

const factsOf = (row: ReviewRow): ReviewFacts => ({
  teacherUserId: row.teacher_user_id,
  reviewerId: row.reviewer_id,
  state: row.state,
  cycleState: row.cycle_state,
});

const cycleDeadlines = (row: ReviewRow) =>
  deadlinesOf({ selfReportDue: row.self_report_due, evaluationDue: row.evaluation_due, responseDue: row.response_due });

/**
 * Who the reader is to the review, refused otherwise: a student never comes here (the route's rule); another
 * teacher is refused 403; staff who are not its reviewer need a reason (403 REVIEW_READ_REASON_REQUIRED).
 */
function readerOf(user: SessionUser, row: ReviewRow, reason: string | undefined): Exclude<ReviewRelation, null> {
  const relation = relationTo(user, factsOf(row));
  if (relation === null) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notAllowed);
  if (readNeedsReason(relation) && !reason)
    throw new AppError('REVIEW_READ_REASON_REQUIRED', REVIEW_MESSAGES.readReasonRequired);
  return relation;
}

async function presentReview(
  db: DbOrTx,
  user: SessionUser,
  row: ReviewRow,
  relation: Exclude<ReviewRelation, null>,
): Promise<Review> {
  const facts = factsOf(row);
  const evaluationShown = seesEvaluation(relation, row.evaluated_at !== null);
  const canDraft = mayMove(relation, facts, 'save_draft');
  const [sections, texts, levels, history, record] = await Promise.all([
    db
      .select()
      .from(reviewCycleSections)
      .where(eq(reviewCycleSections.cycleId, row.cycle_id))
      .orderBy(asc(reviewCycleSections.position)),
    db.select().from(reviewSectionTexts).where(eq(reviewSectionTexts.reviewId, row.id)),
    db
      .select()
      .from(reviewRatingLevels)
      .where(eq(reviewRatingLevels.cycleId, row.cycle_id))
      .orderBy(asc(reviewRatingLevels.position)),
    db.execute<{
      from_state: ReviewState;
      to_state: ReviewState;
      move: ReviewMove;
      by_user_id: number | null;
      by_name: string | null;
      reason: string | null;
      created_at: string | Date;
    }>(sql`
      select h.from_state, h.to_state, h.move, h.by_user_id, coalesce(t.full_name, u.username) as by_name, h.reason,
             h.created_at
        from review_history h
        left join users u on u.id = h.by_user_id
        left join teachers t on t.user_id = h.by_user_id
       where h.review_id = ${row.id}
       order by h.id`),
    canDraft ? recordForYear(db, row.teacher_id, row.cycle_year) : Promise.resolve([] as ReviewRecordItem[]),
  ]);
  const textOf = new Map(texts.map((text) => [text.sectionKey, text]));
  const scale = levels.map((level) => level.label);
  const rating = evaluationShown ? row.rating : null;
  return {
    id: row.id,
    cycle: {
      id: row.cycle_id,
      name: row.cycle_name,
      year: row.cycle_year,
      state: row.cycle_state,
      deadlines: cycleDeadlines(row),
      rating_scale: scale,
    },
    teacher: { id: row.teacher_id, name: row.teacher_name },
    reviewer: personOrGone(row.reviewer_id, row.reviewer_name),
    state: row.state,
    closed_from: row.closed_from,
    viewer: relation,
    sections: sections.map((section) => {
      const text = textOf.get(section.sectionKey);
      return {
        id: section.sectionKey,
        title: section.title,
        text: text?.text ?? '',
        highlights: text?.highlights ?? [],
        comment: evaluationShown ? (text?.comment ?? null) : null,
      };
    }),
    record,
    evaluation: {
      rating,
      rating_label: rating === null ? null : (scale[rating] ?? null),
      overall_comment: evaluationShown ? row.overall_comment : null,
      sent_at: iso(row.evaluated_at),
    },
    return_reason: row.state === 'returned' || row.state === 'draft' ? row.return_reason : null,
    response: { text: row.response_text, acknowledged_at: iso(row.acknowledged_at) },
    late: lateOf(row.state, row.cycle_state, cycleDeadlines(row), dayOf(new Date())),
    submitted_at: iso(row.submitted_at),
    closed_at: iso(row.closed_at),
    updated_at: iso(row.updated_at)!,
    history: history.rows.map((entry) => ({
      from: entry.from_state,
      to: entry.to_state,
      move: entry.move,
      by: entry.by_user_id === null ? null : personOrGone(entry.by_user_id, entry.by_name),
      at: iso(entry.created_at)!,
      reason: entry.reason,
    })),
    can: reviewAbilities(relation, facts),
  };
}

/** GET /api/reviews/{id}: the teacher, the reviewer, or other staff with a reason (kept in the audit log). */
export async function readReview(options: {
  db: Database;
  user: SessionUser;
  id: number;
  reason?: string;
}): Promise<Review> {
  const { db, user } = options;
  const row = await reviewRow(db, options.id);
  const relation = readerOf(user, row, options.reason);
  if (readNeedsReason(relation))
    await recordActivity(db, {
      userId: user.id,
      activity: {
        code: 'reviewRead',
        params: { teacher: row.teacher_name, cycle: row.cycle_name, reason: options.reason! },
      },
      entityType: 'teacher',
      entityId: row.teacher_id,
    });
  return presentReview(db, user, row, relation);
}

/** What the PDF of a review needs, for its teacher, its reviewer, or other staff with a reason (audited). */
export async function reviewForDocument(options: {
  db: Database;
  user: SessionUser;
  id: number;
  reason?: string;
}): Promise<Review> {
  const { db, user } = options;
  const row = await reviewRow(db, options.id);
  const relation = readerOf(user, row, options.reason);
  if (row.state !== 'closed') throw new AppError('REVIEW_DOCUMENT_NOT_READY', REVIEW_MESSAGES.documentNotReady);
  if (readNeedsReason(relation))
    await recordActivity(db, {
      userId: user.id,
      activity: {
        code: 'reviewDocumentRead',
        params: { teacher: row.teacher_name, cycle: row.cycle_name, reason: options.reason! },
      },
      entityType: 'teacher',
      entityId: row.teacher_id,
    });
  return presentReview(db, user, row, relation);
}

/** A closed review as its PDF shows it (the batch's job: no reader, everything of a closed review). */
export async function closedReviewById(db: DbOrTx, id: number): Promise<Review> {
  const row = await reviewRow(db, id);
  return presentReview(db, { id: row.reviewer_id ?? 0, role: 'staff' } as SessionUser, row, 'reviewer');
}

function summaryOf(row: ReviewRow, relation: 'teacher' | 'reviewer', today: string): ReviewSummary {
  const turn = row.cycle_state === 'open' ? turnOf(row.state) : null;
  const deadlines = cycleDeadlines(row);
  return {
    id: row.id,
    cycle: { id: row.cycle_id, name: row.cycle_name, year: row.cycle_year, state: row.cycle_state },
    teacher: { id: row.teacher_id, name: row.teacher_name },
    reviewer: personOrGone(row.reviewer_id, row.reviewer_name),
    state: row.state,
    late: lateOf(row.state, row.cycle_state, deadlines, today),
    next_deadline:
      turn && turn.waiting_for === relation ? { kind: turn.deadline, due: deadlines[turn.deadline] } : null,
    updated_at: iso(row.updated_at)!,
  };
}

/** GET /api/reviews/mine: the reader's reviews as the teacher reviewed (every year) and as a reviewer. */
export async function ownReviews(options: { db: DbOrTx; user: SessionUser }): Promise<OwnReviews> {
  const { db, user } = options;
  const today = dayOf(new Date());
  const [asTeacher, asReviewer] = await Promise.all([
    db.execute<ReviewRow>(sql`${reviewQuery(sql`t.user_id = ${user.id}`)} order by c.year desc, r.id desc`),
    db.execute<ReviewRow>(
      sql`${reviewQuery(sql`r.reviewer_id = ${user.id}`)}
        order by (c.state = 'open') desc, c.year desc, t.full_name, r.id limit 1000`,
    ),
  ]);
  return {
    as_teacher: asTeacher.rows
      .filter((row) => relationTo(user, factsOf(row)) === 'teacher')
      .map((row) => summaryOf(row, 'teacher', today)),
    as_reviewer: asReviewer.rows
      .filter((row) => relationTo(user, factsOf(row)) === 'reviewer')
      .map((row) => summaryOf(row, 'reviewer', today)),
  };
}

/**
 * A move's frame: the review locked, the mover and the state checked (403, then 409), `change` run, the history row
 * (when the state changes, and always for a return) and the audit entry written; answers the review as it is now.
 */
async function move(
  options: { db: Database; user: SessionUser; id: number },
  name: ReviewMove,
  change: (tx: Tx, row: ReviewRow) => Promise<{ activity: ActivityText; reason?: string | null }>,
  after?: (tx: Tx, row: ReviewRow) => Promise<void>,
): Promise<Review> {
  const { db, user, id } = options;
  const relation = await db.transaction(async (tx) => {
    const row = await reviewRow(tx, id, true);
    const relation = relationTo(user, factsOf(row));
    if (!isMover(relation, name)) throw forbidden();
    if (!stateAllows(factsOf(row), name))
      throw new AppError('REVIEW_WRONG_STATE', REVIEW_MESSAGES.wrongState, undefined, {
        state: translate(REVIEW_STATE_LABELS[row.state]),
      });
    const { activity, reason } = await change(tx, row);
    const next = stateAfter(name, row.state);
    await tx.update(reviews).set({ state: next, updatedAt: new Date() }).where(eq(reviews.id, id));
    if (next !== row.state)
      await tx.insert(reviewHistory).values({
        reviewId: id,
        fromState: row.state,
        toState: next,
        move: name,
        byUserId: user.id,
        reason: reason ?? null,
      });
    await recordActivity(tx, { userId: user.id, activity, entityType: 'teacher', entityId: row.teacher_id });
    await after?.(tx, row);
    return relation!;
  });
  return presentReview(db, user, await reviewRow(db, id), relation);
}

async function sectionKeys(tx: Tx, cycleId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ key: reviewCycleSections.sectionKey })
    .from(reviewCycleSections)
    .where(eq(reviewCycleSections.cycleId, cycleId));
  return new Set(rows.map((row) => row.key));
}

const unknownSection = () => new AppError('REVIEW_SECTION_UNKNOWN', REVIEW_MESSAGES.sectionUnknown);

/** PUT /api/reviews/{id}/draft (the teacher): the self-report's texts and highlights (from the record of the year). */
export function saveDraft(options: { db: Database; user: SessionUser; id: number; draft: ReviewDraft }) {
  return move(options, 'save_draft', async (tx, row) => {
    const keys = await sectionKeys(tx, row.cycle_id);
    if (options.draft.sections.some((section) => !keys.has(section.id))) throw unknownSection();
    const record = await recordForYear(tx, row.teacher_id, row.cycle_year);
    const itemOf = new Map(record.map((item) => [`${item.kind}:${item.ref_id}`, item]));
    // The whole self-report: a section of the cycle left out of the body is written empty.
    const given = new Set(options.draft.sections.map((section) => section.id));
    const sections = [
      ...options.draft.sections,
      ...[...keys].filter((key) => !given.has(key)).map((id) => ({ id, text: '', highlights: [] })),
    ];
    for (const section of sections) {
      const highlights: ReviewRecordItem[] = [];
      for (const pick of section.highlights) {
        const item = itemOf.get(`${pick.kind}:${pick.ref_id}`);
        if (!item) throw new AppError('REVIEW_HIGHLIGHT_UNKNOWN', REVIEW_MESSAGES.highlightUnknown);
        if (!highlights.includes(item)) highlights.push(item);
      }
      await tx
        .insert(reviewSectionTexts)
        .values({ reviewId: row.id, sectionKey: section.id, text: section.text, highlights })
        .onConflictDoUpdate({
          target: [reviewSectionTexts.reviewId, reviewSectionTexts.sectionKey],
          set: { text: section.text, highlights, updatedAt: new Date() },
        });
    }
    return { activity: { code: 'reviewDraftSaved', params: { cycle: row.cycle_name } } };
  });
}

/** POST /api/reviews/{id}/submit (the teacher): to the reviewer, who is told. */
export function submitReview(options: { db: Database; user: SessionUser; id: number; announcer: Announcer }) {
  return move(
    options,
    'submit',
    async (tx, row) => {
      await tx.update(reviews).set({ submittedAt: new Date() }).where(eq(reviews.id, row.id));
      return { activity: { code: 'reviewSubmitted', params: { cycle: row.cycle_name } } };
    },
    async (tx, row) => {
      if (row.reviewer_id !== null)
        await announce(tx, options.announcer, {
          userId: row.reviewer_id,
          code: 'reviewSubmitted',
          params: { cycle: row.cycle_name, teacher: row.teacher_name, due: row.evaluation_due },
          link: reviewLink(row.id),
        });
    },
  );
}

/** POST /api/reviews/{id}/return (the reviewer): back to the teacher with a reason, who is told. */
export function returnReview(options: {
  db: Database;
  user: SessionUser;
  id: number;
  reason: string;
  announcer: Announcer;
}) {
  return move(
    options,
    'return',
    async (tx, row) => {
      await tx.update(reviews).set({ returnReason: options.reason }).where(eq(reviews.id, row.id));
      return {
        activity: { code: 'reviewReturned', params: { teacher: row.teacher_name, cycle: row.cycle_name } },
        reason: options.reason,
      };
    },
    (tx, row) =>
      announce(tx, options.announcer, {
        userId: row.teacher_user_id,
        code: 'reviewReturned',
        params: { cycle: row.cycle_name, reason: options.reason, due: row.self_report_due },
        link: reviewLink(row.id),
      }),
  );
}

async function writeEvaluation(tx: Tx, row: ReviewRow, evaluation: ReviewEvaluation): Promise<void> {
  const keys = await sectionKeys(tx, row.cycle_id);
  if (evaluation.comments.some((comment) => !keys.has(comment.section_id))) throw unknownSection();
  if (evaluation.rating !== null) {
    const [levels] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(reviewRatingLevels)
      .where(eq(reviewRatingLevels.cycleId, row.cycle_id));
    if (evaluation.rating >= (levels?.value ?? 0))
      throw new AppError('REVIEW_RATING_INVALID', REVIEW_MESSAGES.ratingInvalid);
  }
  for (const comment of evaluation.comments)
    await tx
      .insert(reviewSectionTexts)
      .values({ reviewId: row.id, sectionKey: comment.section_id, comment: comment.comment || null })
      .onConflictDoUpdate({
        target: [reviewSectionTexts.reviewId, reviewSectionTexts.sectionKey],
        set: { comment: comment.comment || null, updatedAt: new Date() },
      });
  await tx
    .update(reviews)
    .set({ rating: evaluation.rating, overallComment: evaluation.overall_comment || null })
    .where(eq(reviews.id, row.id));
}

/** PUT /api/reviews/{id}/evaluation (the reviewer): the evaluation so far; the teacher sees nothing of it yet. */
export function saveEvaluation(options: { db: Database; user: SessionUser; id: number; evaluation: ReviewEvaluation }) {
  return move(options, 'save_evaluation', async (tx, row) => {
    await writeEvaluation(tx, row, options.evaluation);
    return {
      activity: { code: 'reviewEvaluationSaved', params: { teacher: row.teacher_name, cycle: row.cycle_name } },
    };
  });
}

/** POST /api/reviews/{id}/evaluate (the reviewer): the evaluation sent; the teacher is told. */
export function sendEvaluation(options: {
  db: Database;
  user: SessionUser;
  id: number;
  evaluation: ReviewEvaluation;
  announcer: Announcer;
}) {
  return move(
    options,
    'send_evaluation',
    async (tx, row) => {
      await writeEvaluation(tx, row, options.evaluation);
      await tx.update(reviews).set({ evaluatedAt: new Date() }).where(eq(reviews.id, row.id));
      return { activity: { code: 'reviewEvaluated', params: { teacher: row.teacher_name, cycle: row.cycle_name } } };
    },
    (tx, row) =>
      announce(tx, options.announcer, {
        userId: row.teacher_user_id,
        code: 'reviewEvaluated',
        params: { cycle: row.cycle_name, due: row.response_due },
        link: reviewLink(row.id),
      }),
  );
}

/** POST /api/reviews/{id}/respond (the teacher): the response and the acknowledgement; the reviewer is told. */
export function respondToReview(options: {
  db: Database;
  user: SessionUser;
  id: number;
  response: string;
  announcer: Announcer;
}) {
  return move(
    options,
    'respond',
    async (tx, row) => {
      await tx
        .update(reviews)
        .set({ responseText: options.response || null, acknowledgedAt: new Date() })
        .where(eq(reviews.id, row.id));
      return { activity: { code: 'reviewAcknowledged', params: { cycle: row.cycle_name } } };
    },
    async (tx, row) => {
      if (row.reviewer_id !== null)
        await announce(tx, options.announcer, {
          userId: row.reviewer_id,
          code: 'reviewAcknowledged',
          params: { cycle: row.cycle_name, teacher: row.teacher_name },
          link: reviewLink(row.id),
        });
    },
  );
}

/** POST /api/reviews/{id}/close (staff): the review closed from its state; its teacher and reviewer are told. */
export async function closeReview(options: {
  db: Database;
  user: SessionUser;
  id: number;
  note: string | null;
  announcer: Announcer;
}): Promise<Review> {
  const { db, user, id } = options;
  const relation = await db.transaction(async (tx) => {
    const row = await reviewRow(tx, id, true);
    const relation = relationTo(user, factsOf(row));
    if (!isMover(relation, 'close')) throw forbidden();
    if (!stateAllows(factsOf(row), 'close'))
      throw new AppError('REVIEW_WRONG_STATE', REVIEW_MESSAGES.wrongState, undefined, {
        state: translate(REVIEW_STATE_LABELS[row.state]),
      });
    const [cycle] = await tx.select().from(reviewCycles).where(eq(reviewCycles.id, row.cycle_id));
    await closeReviews(tx, { user, cycle: cycle!, announcer: options.announcer, reviewId: id, note: options.note });
    return relation!;
  });
  return presentReview(db, user, await reviewRow(db, id), relation);
}
