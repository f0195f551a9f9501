import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { unzip } from '../../../test/unzip';
import type {
  OwnReviews,
  Review,
  ReviewBatch,
  ReviewCycle,
  ReviewCycleInput,
  ReviewCycleList,
  ReviewCycleProgress,
  ReviewProgressPage,
  ReviewState,
} from '@contracts/reviews';
import {
  activities,
  activityEntries,
  notifications,
  reviewHistory,
  reviewReminders,
  reviews,
  teachers,
  users,
} from '../../db/schema/index';
import { startJobWorkers } from '../../jobs/workers';
import type { TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { sendReviewReminders } from './review-reminders.service';

const [context, staff, reviewer, teacher, otherTeacher, student, lateTeacher] = await signedInApp(
  'staff',
  'staff',
  'teacher',
  'teacher',
  'student',
  'teacher',
);
const call = callerOf(context);
const announcer = { jobs: context.app.jobs, schoolLanguage: 'es' as const, publicUrl: 'http://localhost:3000' };
let teacherId: number;
let otherTeacherId: number;
let lateTeacherId: number;

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const thisYear = new Date().getUTCFullYear();

function cycleInput(overrides: Partial<ReviewCycleInput> = {}): ReviewCycleInput {
  return {
    name: `Revisión ${thisYear}`,
    year: thisYear,
    teacher_scope: 'chosen',
    assignments: [
      { teacher_id: teacherId, reviewer_id: reviewer.id },
      { teacher_id: otherTeacherId, reviewer_id: reviewer.id },
    ],
    deadlines: { self_report: day(2), evaluation: day(20), response: day(30) },
    sections: [
      { id: 'teaching', title: 'Docencia' },
      { id: 'goals', title: 'Objetivos para el próximo año' },
    ],
    rating_scale: ['Sobresaliente', 'Satisfactorio', 'Necesita mejorar'],
    ...overrides,
  };
}

async function openedCycle(overrides: Partial<ReviewCycleInput> = {}): Promise<ReviewCycle> {
  const created = await call(staff, 'POST', '/api/review-cycles', cycleInput(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const opened = await call(staff, 'POST', `/api/review-cycles/${created.json<ReviewCycle>().id}/open`);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json<ReviewCycle>();
}

const reviewIdOf = (cycle: ReviewCycle, id: number) =>
  cycle.assignments.find((assignment) => assignment.teacher.id === id)!.review_id!;

async function stateOf(reviewId: number): Promise<{ state: string; history: number; updatedAt: Date }> {
  const [row] = await context.db.select().from(reviews).where(eq(reviews.id, reviewId));
  const [history] = await context.db
    .select({ value: count() })
    .from(reviewHistory)
    .where(eq(reviewHistory.reviewId, reviewId));
  return { state: row!.state, history: history!.value, updatedAt: row!.updatedAt };
}

const draft = { sections: [{ id: 'teaching', text: 'Impartí Animación 2D con ñandúes', highlights: [] }] };
const evaluation = {
  comments: [{ section_id: 'teaching', comment: 'Muy buen trabajo con el grupo' }],
  overall_comment: 'Un año sólido',
  rating: 0,
};

type Move = { name: string; method: 'PUT' | 'POST'; path: string; body?: object };
const MOVES: Record<string, Move> = {
  save_draft: { name: 'save_draft', method: 'PUT', path: 'draft', body: draft },
  submit: { name: 'submit', method: 'POST', path: 'submit' },
  return: { name: 'return', method: 'POST', path: 'return', body: { reason: 'Falta la sección de objetivos' } },
  save_evaluation: { name: 'save_evaluation', method: 'PUT', path: 'evaluation', body: evaluation },
  send_evaluation: { name: 'send_evaluation', method: 'POST', path: 'evaluate', body: evaluation },
  respond: { name: 'respond', method: 'POST', path: 'respond', body: { response: 'Gracias', acknowledge: true } },
  close: { name: 'close', method: 'POST', path: 'close', body: {} },
};
const moveAs = (user: TestUser, reviewId: number, move: Move) =>
  call(user, move.method, `/api/reviews/${reviewId}/${move.path}`, move.body);

/** The roles of the table: who is tried for each move. */
const ROLES = () =>
  ({
    'teacher (own)': teacher,
    'teacher (other)': otherTeacher,
    'reviewer (assigned)': reviewer,
    'staff (not reviewer)': staff,
    student,
  }) as const;
type RoleName = keyof ReturnType<typeof ROLES>;

/** Who may make each move (the rest get 403 and nothing changes). */
const ALLOWED: Record<string, RoleName[]> = {
  save_draft: ['teacher (own)'],
  submit: ['teacher (own)'],
  return: ['reviewer (assigned)'],
  save_evaluation: ['reviewer (assigned)'],
  send_evaluation: ['reviewer (assigned)'],
  respond: ['teacher (own)'],
  close: ['reviewer (assigned)', 'staff (not reviewer)'],
};

/** How many audit entries, notifications and queued mails there are. */
async function tracesNow() {
  const rows = await context.db.execute<{ audit: number; notices: number; mails: number }>(sql`
    select (select count(*)::int from activities) as audit, (select count(*)::int from notifications) as notices,
           (select count(*)::int from pgboss.job where name = 'mail') as mails`);
  return rows.rows[0];
}

/** Every role but those allowed tries `move` first (403, nothing changed); then `by` makes it. */
async function refusedThenMade(reviewId: number, move: Move, by: TestUser, expected: ReviewState) {
  const before = await stateOf(reviewId);
  const traces = await tracesNow();
  for (const [name, user] of Object.entries(ROLES()) as [RoleName, TestUser][]) {
    if (ALLOWED[move.name]!.includes(name)) continue;
    const refused = await moveAs(user, reviewId, move);
    expect(refused.statusCode, `${move.name} as ${name}: ${refused.body}`).toBe(403);
    expect(await stateOf(reviewId), `${move.name} as ${name} changed nothing`).toEqual(before);
  }
  // No audit entry, notification or mail for a refused move.
  expect(await tracesNow()).toEqual(traces);
  const made = await moveAs(by, reviewId, move);
  expect(made.statusCode, `${move.name}: ${made.body}`).toBe(200);
  expect(made.json<Review>().state).toBe(expected);
  return made.json<Review>();
}

/** The mail jobs queued to `email`, newest last. */
async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await context.db.execute<{ data: { to: string; subject: string; text: string } }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${email} order by created_on, id`,
  );
  return rows.rows.map((row) => ({ subject: row.data.subject, text: row.data.text }));
}

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
  otherTeacherId = await teacherIdOf(context, otherTeacher);
  lateTeacherId = await teacherIdOf(context, lateTeacher);
  await context.db.update(teachers).set({ fullName: 'Inés Núñez Peña' }).where(eq(teachers.id, teacherId));
  await context.db.update(teachers).set({ fullName: '=HYPERLINK("http://x")' }).where(eq(teachers.id, lateTeacherId));
  // The other teacher reads in English: their notifications' mails are written in it.
  await context.db.update(users).set({ language: 'en' }).where(eq(users.id, otherTeacher.id));
  await context.db.insert(activityEntries).values({
    teacherId,
    kind: 'talk',
    title: 'Charla sobre rigging',
    startDate: `${thisYear}-02-10`,
    organization: 'Festival Pixel',
  });
});

describe('review cycles', () => {
  it('are set up by staff only; a reviewer must be staff; sections and scale are fixed once open', async () => {
    for (const user of [teacher, student]) {
      expect((await call(user, 'POST', '/api/review-cycles', cycleInput())).statusCode).toBe(403);
      expect((await call(user, 'GET', '/api/review-cycles')).statusCode).toBe(403);
    }
    const teacherAsReviewer = await call(
      staff,
      'POST',
      '/api/review-cycles',
      cycleInput({ assignments: [{ teacher_id: teacherId, reviewer_id: otherTeacher.id }] }),
    );
    expect(teacherAsReviewer.json()).toMatchObject({ code: 'REVIEW_REVIEWER_INVALID' });
    const backwards = await call(
      staff,
      'POST',
      '/api/review-cycles',
      cycleInput({ deadlines: { self_report: day(10), evaluation: day(5), response: day(30) } }),
    );
    expect(backwards.statusCode).toBe(400);

    const created = await call(staff, 'POST', '/api/review-cycles', cycleInput({ name: 'Ciclo de prueba' }));
    expect(created.statusCode, created.body).toBe(201);
    const cycle = created.json<ReviewCycle>();
    expect(cycle).toMatchObject({ state: 'draft', teachers: 2, can: { edit: true, open: true, close: false } });
    const renamed = await call(
      staff,
      'PUT',
      `/api/review-cycles/${cycle.id}`,
      cycleInput({ name: 'Ciclo de prueba', sections: [{ id: 'service', title: 'Servicio' }] }),
    );
    expect(renamed.json<ReviewCycle>().sections).toEqual([{ id: 'service', title: 'Servicio' }]);
    expect((await call(teacher, 'POST', `/api/review-cycles/${cycle.id}/open`)).statusCode).toBe(403);
    expect((await call(staff, 'POST', `/api/review-cycles/${cycle.id}/close`, {})).json()).toMatchObject({
      code: 'REVIEW_CYCLE_NOT_OPEN',
    });
    const spare = (
      await call(staff, 'POST', '/api/review-cycles', cycleInput({ name: 'Borrador' }))
    ).json<ReviewCycle>();
    expect((await call(staff, 'DELETE', `/api/review-cycles/${spare.id}`)).statusCode).toBe(204);
    const opened = await call(staff, 'POST', `/api/review-cycles/${cycle.id}/open`);
    expect(opened.json<ReviewCycle>()).toMatchObject({ state: 'open', counts: { not_started: 2 } });
    expect((await call(teacher, 'POST', `/api/review-cycles/${cycle.id}/close`, {})).statusCode).toBe(403);
    expect((await call(staff, 'POST', `/api/review-cycles/${cycle.id}/open`)).json()).toMatchObject({
      code: 'REVIEW_CYCLE_NOT_EDITABLE',
    });
    expect((await call(staff, 'DELETE', `/api/review-cycles/${cycle.id}`)).statusCode).toBe(409);
    const fixed = await call(staff, 'PUT', `/api/review-cycles/${cycle.id}`, cycleInput());
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({ code: 'REVIEW_CYCLE_NOT_EDITABLE' });
    expect((await call(staff, 'GET', `/api/review-cycles/${cycle.id}`)).json<ReviewCycle>().sections).toEqual([
      { id: 'service', title: 'Servicio' },
    ]);
    const list = (await call(staff, 'GET', '/api/review-cycles?limit=1')).json<ReviewCycleList>();
    expect(list.items).toHaveLength(1);
    expect(list.total).toBeGreaterThanOrEqual(1);
    // Each teacher was told, in their own language, by a notification and a mail.
    const [notice] = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, otherTeacher.id), eq(notifications.code, 'reviewOpened')));
    expect(notice).toBeDefined();
    expect((await mailsTo(otherTeacher.email)).at(-1)!.subject).toBe('Yearly review open: Ciclo de prueba');
    expect((await mailsTo(teacher.email)).at(-1)!.subject).toBe('Revisión anual abierta: Ciclo de prueba');
    await call(staff, 'POST', `/api/review-cycles/${cycle.id}/close`, {});
  });
});

describe('a review from opening to closing', () => {
  let cycle: ReviewCycle;
  let reviewId: number;
  let otherReviewId: number;
  beforeAll(async () => {
    cycle = await openedCycle({ name: 'Ciclo completo' });
    reviewId = reviewIdOf(cycle, teacherId);
    otherReviewId = reviewIdOf(cycle, otherTeacherId);
  });

  it('is read by its teacher and reviewer, by other staff only with a reason (audited), never by a student', async () => {
    const own = await call(teacher, 'GET', `/api/reviews/${reviewId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Review>()).toMatchObject({ viewer: 'teacher', state: 'not_started', can: { save_draft: true } });
    // Pre-filled from the record of the year.
    expect(own.json<Review>().record.map((item) => item.title)).toContain('Charla sobre rigging');
    expect((await call(reviewer, 'GET', `/api/reviews/${reviewId}`)).json<Review>().viewer).toBe('reviewer');
    expect((await call(otherTeacher, 'GET', `/api/reviews/${reviewId}`)).statusCode).toBe(403);
    expect((await call(student, 'GET', `/api/reviews/${reviewId}`)).statusCode).toBe(403);
    const withoutReason = await call(staff, 'GET', `/api/reviews/${reviewId}`);
    expect(withoutReason.statusCode).toBe(403);
    expect(withoutReason.json()).toMatchObject({ code: 'REVIEW_READ_REASON_REQUIRED' });
    const withReason = await call(
      staff,
      'GET',
      `/api/reviews/${reviewId}?reason=${encodeURIComponent('Queja formal')}`,
    );
    expect(withReason.statusCode).toBe(200);
    expect(withReason.json<Review>().viewer).toBe('staff');
    const audit = await context.db
      .select({ params: activities.params })
      .from(activities)
      .where(and(eq(activities.code, 'reviewRead'), eq(activities.userId, staff.id)));
    expect(audit.map((row) => (row.params as { reason: string }).reason)).toContain('Queja formal');
    // Each one's own list.
    const mine = (await call(teacher, 'GET', '/api/reviews/mine')).json<OwnReviews>();
    expect(mine.as_teacher.map((review) => review.id)).toContain(reviewId);
    expect(mine.as_teacher.map((review) => review.id)).not.toContain(otherReviewId);
    const assigned = (await call(reviewer, 'GET', '/api/reviews/mine')).json<OwnReviews>();
    expect(assigned.as_reviewer.map((review) => review.id)).toEqual(expect.arrayContaining([reviewId, otherReviewId]));
    expect((await call(staff, 'GET', '/api/reviews/mine')).json<OwnReviews>().as_reviewer).toEqual([]);
    expect((await call(student, 'GET', '/api/reviews/mine')).statusCode).toBe(403);
  });

  it('moves by the one allowed, each other role refused with nothing changed (return once, evaluate, respond, close)', async () => {
    // A highlight not of the teacher's record for the year is refused.
    const foreign = await moveAs(teacher, reviewId, {
      ...MOVES.save_draft!,
      body: { sections: [{ id: 'teaching', text: 'x', highlights: [{ kind: 'activity', ref_id: 999999 }] }] },
    });
    expect(foreign.json()).toMatchObject({ code: 'REVIEW_HIGHLIGHT_UNKNOWN' });
    expect((await stateOf(reviewId)).state).toBe('not_started');

    const [entry] = await context.db.select().from(activityEntries).where(eq(activityEntries.teacherId, teacherId));
    const withHighlight: Move = {
      ...MOVES.save_draft!,
      body: {
        sections: [
          { id: 'teaching', text: 'Impartí Animación 2D', highlights: [{ kind: 'activity', ref_id: entry!.id }] },
        ],
      },
    };
    const saved = await refusedThenMade(reviewId, withHighlight, teacher, 'draft');
    expect(saved.sections[0]!.highlights[0]).toMatchObject({ kind: 'activity', title: 'Charla sobre rigging' });
    // A save is the whole self-report: a section left out is written empty.
    const both = await moveAs(teacher, reviewId, {
      ...MOVES.save_draft!,
      body: { sections: [{ id: 'goals', text: 'Un corto propio' }] },
    });
    expect(both.json<Review>().sections.map((section) => section.text)).toEqual(['', 'Un corto propio']);
    const again = (await moveAs(teacher, reviewId, withHighlight)).json<Review>();
    expect(again.sections.map((section) => section.text)).toEqual(['Impartí Animación 2D', '']);
    // Not yet submitted: the reviewer cannot evaluate (403 is for the wrong person; the right one gets 409).
    expect((await moveAs(reviewer, reviewId, MOVES.send_evaluation!)).json()).toMatchObject({
      code: 'REVIEW_WRONG_STATE',
    });
    await refusedThenMade(reviewId, MOVES.submit!, teacher, 'submitted');
    expect((await moveAs(teacher, reviewId, MOVES.submit!)).statusCode).toBe(409);
    expect((await moveAs(teacher, reviewId, MOVES.save_draft!)).statusCode).toBe(409);
    expect(
      (await mailsTo(reviewer.email)).some((mail) => mail.subject === 'Autoinforme enviado: Inés Núñez Peña'),
    ).toBe(true);

    const returned = await refusedThenMade(reviewId, MOVES.return!, reviewer, 'returned');
    expect(returned.history.at(-1)).toMatchObject({ move: 'return', reason: 'Falta la sección de objetivos' });
    const teacherView = (await call(teacher, 'GET', `/api/reviews/${reviewId}`)).json<Review>();
    expect(teacherView.return_reason).toBe('Falta la sección de objetivos');
    await refusedThenMade(reviewId, withHighlight, teacher, 'draft');
    await refusedThenMade(reviewId, MOVES.submit!, teacher, 'submitted');

    await refusedThenMade(reviewId, MOVES.save_evaluation!, reviewer, 'submitted');
    // Saved, not sent: the teacher sees nothing of it.
    const unsent = (await call(teacher, 'GET', `/api/reviews/${reviewId}`)).json<Review>();
    expect(unsent.evaluation).toMatchObject({ rating: null, overall_comment: null });
    expect(unsent.sections[0]!.comment).toBeNull();
    const badRating = await moveAs(reviewer, reviewId, {
      ...MOVES.send_evaluation!,
      body: { ...evaluation, rating: 5 },
    });
    expect(badRating.json()).toMatchObject({ code: 'REVIEW_RATING_INVALID' });
    await refusedThenMade(reviewId, MOVES.send_evaluation!, reviewer, 'evaluated');
    const evaluated = (await call(teacher, 'GET', `/api/reviews/${reviewId}`)).json<Review>();
    expect(evaluated.evaluation).toMatchObject({ rating: 0, rating_label: 'Sobresaliente' });
    expect(evaluated.sections[0]!.comment).toBe('Muy buen trabajo con el grupo');
    expect(evaluated.can).toMatchObject({ respond: true, save_draft: false });

    await refusedThenMade(reviewId, MOVES.respond!, teacher, 'acknowledged');
    const closed = await refusedThenMade(reviewId, MOVES.close!, staff, 'closed');
    expect(closed.closed_from).toBe('acknowledged');
    expect(closed.history.map((entry) => entry.to)).toEqual([
      'draft',
      'submitted',
      'returned',
      'draft',
      'submitted',
      'evaluated',
      'acknowledged',
      'closed',
    ]);
    expect(Object.values(closed.can).filter(Boolean)).toEqual([true]); // download_pdf only

    // Closed: read-only for everyone, whatever the move.
    const before = await stateOf(reviewId);
    for (const move of Object.values(MOVES))
      for (const user of Object.values(ROLES())) {
        const answer = await moveAs(user, reviewId, move);
        expect([403, 409], `${move.name} on a closed review`).toContain(answer.statusCode);
      }
    expect(await stateOf(reviewId)).toEqual(before);

    // Every move is in the audit log, against the teacher reviewed.
    const logged = await context.db
      .select({ code: activities.code })
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, teacherId)));
    expect(new Set(logged.map((row) => row.code))).toEqual(
      new Set([
        'reviewRead',
        'reviewDraftSaved',
        'reviewSubmitted',
        'reviewReturned',
        'reviewEvaluationSaved',
        'reviewEvaluated',
        'reviewAcknowledged',
        'reviewClosed',
      ]),
    );
  });

  it('gives a closed review as a PDF whose text reads back; an open one has none; staff need a reason', async () => {
    const pdf = await call(teacher, 'GET', `/api/reviews/${reviewId}/document.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const words of [
      'Revisión anual',
      'Inés Núñez Peña',
      'Impartí Animación 2D',
      'Charla sobre rigging',
      'Muy buen trabajo con el grupo',
      'Sobresaliente',
      'Gracias',
      'Revisión cerrada',
    ])
      expect(text).toContain(words);
    expect((await call(staff, 'GET', `/api/reviews/${reviewId}/document.pdf`)).statusCode).toBe(403);
    expect((await call(staff, 'GET', `/api/reviews/${reviewId}/document.pdf?reason=Archivo`)).statusCode).toBe(200);
    expect((await call(student, 'GET', `/api/reviews/${reviewId}/document.pdf`)).statusCode).toBe(403);
    const open = await call(otherTeacher, 'GET', `/api/reviews/${otherReviewId}/document.pdf`);
    expect(open.json()).toMatchObject({ code: 'REVIEW_DOCUMENT_NOT_READY' });
  });

  it("closes the cycle: every review closed from its state; the cycle's documents come as a ZIP from a job", async () => {
    expect((await call(reviewer, 'POST', `/api/review-cycles/${cycle.id}/close`, {})).statusCode).toBe(200);
    expect(await stateOf(otherReviewId)).toMatchObject({ state: 'closed' });
    const [other] = await context.db.select().from(reviews).where(eq(reviews.id, otherReviewId));
    expect(other!.closedFrom).toBe('not_started');
    expect((await call(staff, 'POST', `/api/review-cycles/${cycle.id}/document-batches`, {})).statusCode).toBe(400);
    expect(
      (await call(teacher, 'POST', `/api/review-cycles/${cycle.id}/document-batches`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const started = await call(staff, 'POST', `/api/review-cycles/${cycle.id}/document-batches`, {
      reason: 'Archivo del año',
    });
    expect(started.statusCode, started.body).toBe(202);
    let batch = started.json<ReviewBatch>();
    await startJobWorkers(context.app, { pollingIntervalSeconds: 0.5 });
    for (let attempt = 0; attempt < 120 && batch.state !== 'done' && batch.state !== 'failed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      batch = (await call(staff, 'GET', `/api/review-batches/${batch.id}`)).json<ReviewBatch>();
    }
    expect(batch).toMatchObject({ state: 'done', total: 2, done: 2, failed: 0 });
    const zip = await call(staff, 'GET', batch.download_url!);
    expect(zip.statusCode).toBe(200);
    const files = await unzip(zip.rawPayload);
    expect([...files.keys()].sort()).toContain(`Inés Núñez Peña ${thisYear}.pdf`);
    expect(await pdfText(files.get(`Inés Núñez Peña ${thisYear}.pdf`)!)).toContain('Un año sólido');
  });
});

describe('privacy of evaluations', () => {
  it('keeps them out of the directory, the analytics and every export or record a teacher reaches', async () => {
    // The closed review of the full run holds 'Un año sólido' and 'Muy buen trabajo con el grupo'.
    const secrets = ['Un año sólido', 'Muy buen trabajo con el grupo', 'Sobresaliente'];
    const reachable: [TestUser, string][] = [
      [otherTeacher, '/api/teachers'],
      [otherTeacher, `/api/teachers/${teacherId}`],
      [otherTeacher, `/api/teachers/${teacherId}/activity`],
      [teacher, '/api/teacher/profile'],
      [teacher, `/api/teachers/${teacherId}/activity`],
      [teacher, `/api/teachers/${teacherId}/teaching-history`],
      [teacher, `/api/reports/activity?teacher_id=${teacherId}`],
      [teacher, '/api/notifications'],
      [student, '/api/teachers'],
      [staff, '/api/staff/teachers'],
      [staff, '/api/staff/teachers.csv'],
      [staff, '/api/staff/analytics'],
    ];
    for (const [user, url] of reachable) {
      const answer = await call(user, 'GET', url);
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBeLessThan(400);
      for (const secret of secrets) expect(answer.body, url).not.toContain(secret);
    }
    const cv = await call(teacher, 'GET', `/api/teachers/${teacherId}/cv.pdf`);
    expect(cv.statusCode).toBe(200);
    const text = await pdfText(cv.rawPayload);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // The audit log names the moves, never what was written.
    const log = await call(staff, 'GET', '/api/audit?limit=100');
    for (const secret of secrets.slice(0, 2)) expect(log.body).not.toContain(secret);
  });
});

describe('progress and reminders', () => {
  let cycle: ReviewCycle;
  beforeAll(async () => {
    // Deadlines already passed: every review is late for its teacher.
    cycle = await openedCycle({
      name: 'Ciclo atrasado',
      assignments: [
        { teacher_id: teacherId, reviewer_id: reviewer.id },
        { teacher_id: lateTeacherId, reviewer_id: staff.id },
      ],
      deadlines: { self_report: day(-10), evaluation: day(-5), response: day(40) },
    });
  });

  it('counts each state, who is late and by reviewer; filters; exports CSV safe for spreadsheets', async () => {
    const progress = (await call(staff, 'GET', `/api/review-cycles/${cycle.id}/progress`)).json<ReviewCycleProgress>();
    expect(progress).toMatchObject({ total: 2, late: 2, counts: { not_started: 2, closed: 0 } });
    expect(progress.by_reviewer.map((group) => [group.reviewer.id, group.total, group.late]).sort()).toEqual(
      [
        [reviewer.id, 1, 1],
        [staff.id, 1, 1],
      ].sort(),
    );
    expect((await call(teacher, 'GET', `/api/review-cycles/${cycle.id}/progress`)).statusCode).toBe(403);
    const page = (
      await call(staff, 'GET', `/api/review-cycles/${cycle.id}/reviews?reviewer_id=${reviewer.id}&late=true`)
    ).json<ReviewProgressPage>();
    expect(page.items.map((row) => row.teacher.id)).toEqual([teacherId]);
    expect(page.items[0]!.late).toMatchObject({ deadline: 'self_report', waiting_for: 'teacher', days: 10 });
    const none = (
      await call(staff, 'GET', `/api/review-cycles/${cycle.id}/reviews?state=submitted`)
    ).json<ReviewProgressPage>();
    expect(none.total).toBe(0);
    const csv = await call(staff, 'GET', `/api/review-cycles/${cycle.id}/reviews.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).toContain('Autoinforme,10');
    expect(csv.body).not.toContain('Sobresaliente');
    expect((await call(teacher, 'GET', `/api/review-cycles/${cycle.id}/reviews.csv`)).statusCode).toBe(403);
  });

  it('reminds once after each deadline and never twice, however often and on however many servers it runs', async () => {
    const first = await Promise.all([
      sendReviewReminders({ db: context.db, announcer }),
      sendReviewReminders({ db: context.db, announcer }),
    ]);
    const again = await sendReviewReminders({ db: context.db, announcer });
    expect(again).toBe(0);
    const rows = await context.db
      .select()
      .from(reviewReminders)
      .where(eq(reviewReminders.reviewId, reviewIdOf(cycle, lateTeacherId)));
    expect(rows).toMatchObject([{ userId: lateTeacher.id, deadline: 'self_report', phase: 'after' }]);
    expect(first.reduce((sum, sent) => sum + sent, 0)).toBe(2);
    const overdue = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lateTeacher.id), eq(notifications.code, 'reviewOverdue')));
    expect(overdue).toHaveLength(1);
    expect((await mailsTo(lateTeacher.email)).filter((mail) => mail.subject.startsWith('Plazo vencido'))).toHaveLength(
      1,
    );

    // The teacher submits: now the reviewer's turn is late, and they are reminded once too.
    const reviewId = reviewIdOf(cycle, lateTeacherId);
    await moveAs(lateTeacher, reviewId, MOVES.save_draft!);
    await moveAs(lateTeacher, reviewId, MOVES.submit!);
    expect(await sendReviewReminders({ db: context.db, announcer })).toBe(1);
    expect(await sendReviewReminders({ db: context.db, announcer })).toBe(0);
    const later = new Date(Date.now() + 2 * DAY_MS);
    expect(await sendReviewReminders({ db: context.db, announcer, now: later })).toBe(0);
    const [reminded] = await context.db
      .select()
      .from(reviewReminders)
      .where(and(eq(reviewReminders.reviewId, reviewId), eq(reviewReminders.userId, staff.id)));
    expect(reminded).toMatchObject({ deadline: 'evaluation', phase: 'after' });
    // Twelve days ago, the self-report's deadline was two days off: the still unstarted review's teacher gets the
    // 'before' reminder (a phase of its own), once.
    const earlier = new Date(Date.now() - 12 * DAY_MS);
    expect(await sendReviewReminders({ db: context.db, announcer, now: earlier })).toBe(1);
    expect(await sendReviewReminders({ db: context.db, announcer, now: earlier })).toBe(0);
    const soon = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, teacher.id), eq(notifications.code, 'reviewDueSoon')));
    expect(soon).toHaveLength(1);
  });
});
