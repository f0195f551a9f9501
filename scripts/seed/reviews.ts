import type { ReviewMove, ReviewRecordItem, ReviewState } from '../../contracts/reviews';
import type { Tx } from '../../server/src/db/client';
import {
  reviewCycles,
  reviewCycleSections,
  reviewHistory,
  reviewRatingLevels,
  reviews,
  reviewSectionTexts,
  users,
} from '../../server/src/db/schema/index';
import { recordForYear } from '../../server/src/modules/reviews/review-record';
import { createRandom, type Random } from './random';

/*
 * The demo school's yearly reviews (issue 46): last year's cycle, closed, with reviews closed from every state a
 * review can be in when its cycle closes (most acknowledged, some only evaluated, submitted, in draft, returned or
 * never started), and this year's cycle, open, with reviews in each state — the self-report's deadline passed a few
 * days ago, so those not yet submitted are late. Two staff members share the reviewing (the demo staff account and a
 * coordinator). Texts, highlights (from each teacher's own record of the year), evaluations, responses and the
 * history of every move are written as the API would have left them. The same reviews on every machine.
 */

const SECTIONS = [
  { id: 'teaching', title: 'Docencia' },
  { id: 'professional', title: 'Trabajo profesional y creativo' },
  { id: 'service', title: 'Servicio a la escuela' },
  { id: 'goals', title: 'Objetivos para el próximo año' },
];
const SCALE = ['Sobresaliente', 'Satisfactorio', 'Necesita mejorar'];

const TEXTS: Record<string, string[]> = {
  teaching: [
    'Impartí los cursos de animación 2D y de diseño de personajes; el grupo de la tarde presentó su corto en la muestra de fin de semestre.',
    'Renové el programa de modelado 3D con ejercicios de producción real y sesiones de revisión por pares.',
    'Acompañé a los estudiantes de último año en sus proyectos de titulación, con revisiones quincenales.',
  ],
  professional: [
    'Participé como directora de arte en un videojuego independiente publicado este año y en una exposición colectiva.',
    'Trabajé en la composición digital de un cortometraje seleccionado en dos festivales nacionales.',
    'Di una charla sobre rigging en un festival de animación y publiqué un artículo sobre flujos de trabajo.',
  ],
  service: [
    'Formé parte del jurado interno de la muestra de proyectos y coordiné las visitas de estudios invitados.',
    'Apoyé la revisión del plan de estudios del área de diseño digital.',
  ],
  goals: [
    'Incorporar la animación procedural en el curso avanzado y llevar a dos estudiantes a un festival internacional.',
    'Terminar mi proyecto de cortometraje personal y abrir un taller de portafolio para egresados.',
  ],
};
const COMMENTS = [
  'Muy buen trabajo: los resultados del grupo lo muestran.',
  'Buen avance; conviene documentar mejor los criterios de evaluación.',
  'Contribución valiosa, visible fuera de la escuela.',
  'Objetivos claros y alcanzables; los revisaremos a mitad de año.',
];
const OVERALL = [
  'Un año sólido, con aportes claros a la docencia y a la vida de la escuela.',
  'Buen año en general; para el próximo, más presencia en el servicio a la escuela.',
  'Año destacado: su trabajo profesional da visibilidad a la escuela.',
];
const RESPONSES = [
  'Gracias por la evaluación; estoy de acuerdo con los puntos señalados.',
  'Agradezco los comentarios. Sobre el servicio a la escuela, este año dediqué tiempo a tutorías que no aparecen en el informe.',
  '',
];
const RETURN_REASON = 'Falta la sección de objetivos para el próximo año; complétala antes de volver a enviarlo.';

const DAY_MS = 86_400_000;
const dayFrom = (base: Date, days: number) => new Date(base.getTime() + days * DAY_MS);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The moves that bring a review to `state`, in order (a returned one is returned once first where asked). */
function pathTo(state: ReviewState, returnedOnce: boolean): { move: ReviewMove; to: ReviewState }[] {
  const steps: { move: ReviewMove; to: ReviewState }[] = [];
  if (state === 'not_started') return steps;
  steps.push({ move: 'save_draft', to: 'draft' });
  if (state === 'draft') return steps;
  steps.push({ move: 'submit', to: 'submitted' });
  if (returnedOnce || state === 'returned') {
    steps.push({ move: 'return', to: 'returned' });
    if (state === 'returned') return steps;
    steps.push({ move: 'save_draft', to: 'draft' }, { move: 'submit', to: 'submitted' });
  }
  if (state === 'submitted') return steps;
  steps.push({ move: 'send_evaluation', to: 'evaluated' });
  if (state === 'evaluated') return steps;
  steps.push({ move: 'respond', to: 'acknowledged' });
  return steps;
}

interface ReviewPlan {
  teacherId: number;
  teacherUserId: number;
  reviewerId: number;
  /** The state it reaches; `closedFrom` set: then closed by staff. */
  state: ReviewState;
  closedFrom?: ReviewState;
  returnedOnce: boolean;
}

async function seedReview(
  tx: Tx,
  random: Random,
  cycle: { id: number; year: number; openedAt: Date },
  plan: ReviewPlan,
  closer: number,
  closedAt: Date | null,
): Promise<void> {
  const reached = plan.closedFrom ?? plan.state;
  const steps = pathTo(reached, plan.returnedOnce);
  // Each move a few days after the one before, never after the review was closed (or now).
  const until = (closedAt ?? new Date()).getTime() - 60 * 60 * 1000;
  let at = dayFrom(cycle.openedAt, random.int(1, 3));
  const times: Date[] = steps.map(() => {
    at = dayFrom(at, random.int(1, 4));
    return new Date(Math.min(at.getTime(), until));
  });
  const when = (move: ReviewMove) => {
    const index = steps.map((step) => step.move).lastIndexOf(move);
    return index === -1 ? null : times[index]!;
  };
  const evaluated = when('send_evaluation');
  const [row] = await tx
    .insert(reviews)
    .values({
      cycleId: cycle.id,
      teacherId: plan.teacherId,
      reviewerId: plan.reviewerId,
      state: plan.closedFrom ? 'closed' : plan.state,
      closedFrom: plan.closedFrom ?? null,
      rating: evaluated ? random.int(0, SCALE.length - 1) : null,
      overallComment: evaluated ? random.pick(OVERALL) : null,
      returnReason: steps.some((step) => step.move === 'return') ? RETURN_REASON : null,
      responseText: when('respond') ? random.pick(RESPONSES) || null : null,
      submittedAt: when('submit'),
      evaluatedAt: evaluated,
      acknowledgedAt: when('respond'),
      closedAt: plan.closedFrom ? closedAt : null,
      createdAt: cycle.openedAt,
      updatedAt: plan.closedFrom && closedAt ? closedAt : (times.at(-1) ?? cycle.openedAt),
    })
    .returning({ id: reviews.id });
  const reviewId = row!.id;
  if (steps.length > 0) {
    const record = await recordForYear(tx, plan.teacherId, cycle.year);
    // The goals section stays empty in a draft that was returned for it.
    const written = reached === 'returned' ? SECTIONS.filter((section) => section.id !== 'goals') : SECTIONS;
    await tx.insert(reviewSectionTexts).values(
      written.map((section) => {
        const kinds: ReviewRecordItem['kind'][] =
          section.id === 'teaching' ? ['course'] : section.id === 'professional' ? ['activity', 'work', 'badge'] : [];
        const highlights = random.sample(
          record.filter((item) => kinds.includes(item.kind)),
          Math.min(3, record.filter((item) => kinds.includes(item.kind)).length),
        );
        return {
          reviewId,
          sectionKey: section.id,
          text: random.pick(TEXTS[section.id]!),
          highlights,
          comment: evaluated || reached === 'submitted' ? random.pick(COMMENTS) : null,
        };
      }),
    );
  }
  const history = steps.map((step, index) => ({
    reviewId,
    fromState: index === 0 ? ('not_started' as ReviewState) : steps[index - 1]!.to,
    toState: step.to,
    move: step.move,
    byUserId: ['return', 'send_evaluation'].includes(step.move) ? plan.reviewerId : plan.teacherUserId,
    reason: step.move === 'return' ? RETURN_REASON : null,
    createdAt: times[index]!,
  }));
  if (plan.closedFrom && closedAt)
    history.push({
      reviewId,
      fromState: plan.closedFrom,
      toState: 'closed',
      move: 'close',
      byUserId: closer,
      reason: null,
      createdAt: closedAt,
    });
  if (history.length) await tx.insert(reviewHistory).values(history);
}

async function seedCycle(
  tx: Tx,
  options: {
    name: string;
    year: number;
    state: 'open' | 'closed';
    deadlines: [Date, Date, Date];
    openedAt: Date;
    closedAt: Date | null;
    createdBy: number;
  },
) {
  const [cycle] = await tx
    .insert(reviewCycles)
    .values({
      name: options.name,
      year: options.year,
      state: options.state,
      teacherScope: 'chosen',
      selfReportDue: dayText(options.deadlines[0]),
      evaluationDue: dayText(options.deadlines[1]),
      responseDue: dayText(options.deadlines[2]),
      createdBy: options.createdBy,
      openedAt: options.openedAt,
      closedAt: options.closedAt,
      createdAt: dayFrom(options.openedAt, -7),
    })
    .returning();
  await tx
    .insert(reviewCycleSections)
    .values(
      SECTIONS.map((section, position) => ({ cycleId: cycle!.id, sectionKey: section.id, position, ...section })),
    );
  await tx.insert(reviewRatingLevels).values(SCALE.map((label, position) => ({ cycleId: cycle!.id, position, label })));
  return { id: cycle!.id, year: options.year, openedAt: options.openedAt };
}

/**
 * Both cycles. `teachers` are the demo teachers (the first, the demo teacher account), `staffId` the demo staff
 * account; a coordinator account (the shared demo password) reviews the other half. Answers how many reviews.
 */
export async function seedReviews(
  tx: Tx,
  teachers: { id: number; userId: number }[],
  staffId: number,
  passwordHash: string,
): Promise<number> {
  const random = createRandom(20261146);
  const [coordinator] = await tx
    .insert(users)
    .values({
      email: 'coordinacion@demo.school',
      username: 'coordinacion.academica',
      passwordHash,
      role: 'staff',
    })
    .returning({ id: users.id });
  const reviewerOf = (index: number) => (index % 2 === 0 ? staffId : coordinator!.id);
  const now = new Date();
  const year = now.getUTCFullYear();
  let count = 0;

  // Last year's cycle, closed: every final state.
  const lastOpened = new Date(Date.UTC(year - 1, 9, 15));
  const lastClosed = new Date(Date.UTC(year - 1, 11, 20));
  const last = await seedCycle(tx, {
    name: `Revisión anual ${year - 1}`,
    year: year - 1,
    state: 'closed',
    deadlines: [
      new Date(Date.UTC(year - 1, 10, 15)),
      new Date(Date.UTC(year - 1, 11, 1)),
      new Date(Date.UTC(year - 1, 11, 15)),
    ],
    openedAt: lastOpened,
    closedAt: lastClosed,
    createdBy: staffId,
  });
  const finals: ReviewState[] = [
    'acknowledged',
    'acknowledged',
    'acknowledged',
    'acknowledged',
    'acknowledged',
    'acknowledged',
    'evaluated',
    'evaluated',
    'submitted',
    'returned',
    'draft',
    'not_started',
  ];
  for (const [index, closedFrom] of finals.entries()) {
    const teacher = teachers[index]!;
    await seedReview(
      tx,
      random,
      last,
      {
        teacherId: teacher.id,
        teacherUserId: teacher.userId,
        reviewerId: reviewerOf(index),
        state: 'closed',
        closedFrom,
        returnedOnce: index === 1,
      },
      staffId,
      lastClosed,
    );
    count += 1;
  }

  // This year's cycle, open: each state; the self-report's deadline passed five days ago.
  const opened = dayFrom(now, -40);
  const current = await seedCycle(tx, {
    name: `Revisión anual ${year}`,
    year,
    state: 'open',
    deadlines: [dayFrom(now, -5), dayFrom(now, 10), dayFrom(now, 25)],
    openedAt: opened,
    closedAt: null,
    createdBy: staffId,
  });
  const states: ReviewState[] = [
    'draft',
    'not_started',
    'not_started',
    'draft',
    'returned',
    'submitted',
    'submitted',
    'submitted',
    'evaluated',
    'evaluated',
    'acknowledged',
    'acknowledged',
    'closed',
    'submitted',
  ];
  for (const [index, state] of states.entries()) {
    const teacher = teachers[index]!;
    await seedReview(
      tx,
      random,
      { ...current, openedAt: opened },
      {
        teacherId: teacher.id,
        teacherUserId: teacher.userId,
        reviewerId: reviewerOf(index),
        state,
        closedFrom: state === 'closed' ? 'acknowledged' : undefined,
        returnedOnce: index === 11,
      },
      staffId,
      state === 'closed' ? dayFrom(now, -1) : null,
    );
    count += 1;
  }
  return count;
}
