import type { APIRequestContext } from '@playwright/test';
import { createTeacher, expect } from '../fixtures';

/**
 * The yearly review's part of the walk's school (issue 46): a cycle in preparation (its page and its form) and an
 * open one covering three teachers — the walk's teacher with a draft (their form), a teacher whose submitted
 * self-report the walker evaluates (the evaluation form and its dialogs) and one the seeded admin reviews (the walker
 * is asked a reason before reading it).
 */
export interface WalkReviews {
  draftCycle: { id: number; name: string };
  openCycle: { id: number; name: string };
  /** The walker's evaluation to write: the review and its teacher's name. */
  toEvaluate: { id: number; teacher: string };
  /** The walk's teacher's review of the open cycle (a draft), as its notifications link it. */
  ownReview: number;
  /** A review of the open cycle the walker does not review (closed: the cycle offers the ZIP of PDFs). */
  othersReview: { id: number; teacher: string };
}

/** What the seed types into the cycles without a unique suffix: the sections and scale, in the school's Spanish. */
export const REVIEW_TYPED = [
  'Docencia',
  'Trabajo profesional y creativo',
  'Servicio a la escuela',
  'Objetivos para el próximo año',
  'Sobresaliente',
  'Satisfactorio',
  'Necesita mejorar',
  'Impartí los cursos de modelado y coordiné la muestra de fin de curso.',
];

const SECTIONS = [
  { id: 'teaching', title: 'Docencia' },
  { id: 'professional', title: 'Trabajo profesional y creativo' },
  { id: 'service', title: 'Servicio a la escuela' },
  { id: 'goals', title: 'Objetivos para el próximo año' },
];
const SCALE = ['Sobresaliente', 'Satisfactorio', 'Necesita mejorar'];

async function signedIn(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), `sign-in of ${account.email}`).toBe(true);
  const body = (await login.json()) as { token: string; user: { id: number } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

export async function seedWalkReviews(
  request: APIRequestContext,
  options: {
    suffix: string;
    staff: { id: number; headers: { authorization: string } };
    walker: { id: number };
    teacher: { id: number; headers: { authorization: string } };
  },
): Promise<WalkReviews> {
  const { suffix, staff, walker, teacher } = options;
  // Years of their own: every worker seeds a school on the same server, beside the other specs.
  const year = 2040 + Math.floor(Math.random() * 55);
  const deadlines = (base: number) => ({
    self_report: `${base + 1}-01-15`,
    evaluation: `${base + 1}-02-15`,
    response: `${base + 1}-03-01`,
  });
  // A token of their own, not the school's suffix: the walk finds the school's teacher by it (a search in documents).
  const token = `rv${Math.floor(Math.random() * 1e9).toString(36)}9`;
  const evaluated = await createTeacher(request, `Rodrigo Alejandro Méndez Solórzano ${token}`);
  const other = await createTeacher(request, `Lucía Valentina Herrera Ochoa ${token}`);
  const cycle = async (name: string, cycleYear: number, assignments: { teacher_id: number; reviewer_id: number }[]) => {
    const created = await request.post('/api/review-cycles', {
      headers: staff.headers,
      data: {
        name,
        year: cycleYear,
        teacher_scope: 'chosen',
        assignments,
        deadlines: deadlines(cycleYear),
        sections: SECTIONS,
        rating_scale: SCALE,
      },
    });
    expect(created.status(), `cycle: ${await created.text()}`).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const openName = `Revisión anual ${year} ${suffix}`;
  const openId = await cycle(openName, year, [
    { teacher_id: teacher.id, reviewer_id: walker.id },
    { teacher_id: evaluated.id, reviewer_id: walker.id },
    { teacher_id: other.id, reviewer_id: staff.id },
  ]);
  const opened = await request.post(`/api/review-cycles/${openId}/open`, { headers: staff.headers });
  expect(opened.ok(), `open cycle: ${await opened.text()}`).toBe(true);
  const draftName = `Revisión anual ${year + 1} ${suffix}`;
  const draftId = await cycle(draftName, year + 1, [{ teacher_id: teacher.id, reviewer_id: walker.id }]);

  const assignments = (
    (await (await request.get(`/api/review-cycles/${openId}`, { headers: staff.headers })).json()) as {
      assignments: { teacher: { id: number }; review_id: number | null }[];
    }
  ).assignments;
  const reviewOf = (teacherId: number) => {
    const id = assignments.find((assignment) => assignment.teacher.id === teacherId)?.review_id;
    expect(id, `review of teacher ${teacherId}`).toBeTruthy();
    return id!;
  };
  const write = async (reviewId: number, headers: { authorization: string }, submit: boolean) => {
    const saved = await request.put(`/api/reviews/${reviewId}/draft`, {
      headers,
      data: { sections: [{ id: 'teaching', text: REVIEW_TYPED.at(-1), highlights: [] }] },
    });
    expect(saved.ok(), `draft: ${await saved.text()}`).toBe(true);
    if (!submit) return;
    const submitted = await request.post(`/api/reviews/${reviewId}/submit`, { headers });
    expect(submitted.ok(), `submit: ${await submitted.text()}`).toBe(true);
  };
  await write(reviewOf(teacher.id), teacher.headers, false);
  await write(reviewOf(evaluated.id), (await signedIn(request, evaluated)).headers, true);
  // One review closed: the cycle offers the ZIP of its PDFs.
  const closed = await request.post(`/api/reviews/${reviewOf(other.id)}/close`, { headers: staff.headers, data: {} });
  expect(closed.ok(), `close review: ${await closed.text()}`).toBe(true);
  return {
    draftCycle: { id: draftId, name: draftName },
    openCycle: { id: openId, name: openName },
    ownReview: reviewOf(teacher.id),
    toEvaluate: { id: reviewOf(evaluated.id), teacher: evaluated.fullName },
    othersReview: { id: reviewOf(other.id), teacher: other.fullName },
  };
}
