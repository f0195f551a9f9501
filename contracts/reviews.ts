/**
 * The yearly review (issue 46, decision 045): staff open a cycle (a name, a period, the teachers it covers, a
 * reviewer for each, three deadlines, the self-report's sections and the rating scale); each teacher writes a
 * self-report from their record for the period, the reviewer evaluates it (a comment per section and an overall
 * rating) or returns it with a reason, the teacher responds and acknowledges, staff close. A closed review is
 * read-only and gives a PDF. Texts are declared in Spanish and written in the reader's language (decision 040).
 *
 * States of a review: not_started → draft → submitted → (returned → draft) → evaluated → acknowledged → closed.
 * States of a cycle: draft (being set up, editable) → open (sections and scale fixed) → closed.
 */
import { z } from 'zod';
import { IdSchema } from './ids';
import { inReadersLanguage, translate, type Text } from './i18n/texts';
import { isRealDate } from './calendar-days';

// ---------------------------------------------------------------------------------------------------------------
// Paths (the web's fetchers and the server's routes use the same)

export const REVIEW_CYCLES_PATH = '/api/review-cycles';
/** Staff who may review (GET): the reviewer picker of the cycle form. */
export const REVIEW_REVIEWER_OPTIONS_PATH = '/api/review-cycles/reviewer-options';
/** The reader's own reviews (GET): as the teacher reviewed (every year) and as a reviewer. */
export const OWN_REVIEWS_PATH = '/api/reviews/mine';

export const reviewCyclePath = (cycleId: number) => `${REVIEW_CYCLES_PATH}/${cycleId}`;
/** POST: staff open a cycle in draft (its reviews are made, its sections and scale fixed). */
export const reviewCycleOpenPath = (cycleId: number) => `${reviewCyclePath(cycleId)}/open`;
/** POST: staff close a cycle: every review of it is closed. */
export const reviewCycleClosePath = (cycleId: number) => `${reviewCyclePath(cycleId)}/close`;
/** GET: counts per state, late, per reviewer (ReviewCycleProgressSchema). */
export const reviewCycleProgressPath = (cycleId: number) => `${reviewCyclePath(cycleId)}/progress`;
/** GET: the cycle's reviews, one list page (ReviewProgressQuerySchema → ReviewProgressPageSchema). */
export const reviewCycleReviewsPath = (cycleId: number) => `${reviewCyclePath(cycleId)}/reviews`;
/** GET: the same rows as CSV (the same filters, no paging). */
export const reviewCycleReviewsCsvPath = (cycleId: number) => `${reviewCyclePath(cycleId)}/reviews.csv`;
/** POST (ReviewBatchInputSchema): the PDFs of every closed review of the cycle as one ZIP, made by a job. */
export const reviewCycleBatchesPath = (cycleId: number) => `${reviewCyclePath(cycleId)}/document-batches`;
/** GET: a batch's progress (ReviewBatchSchema). */
export const reviewBatchPath = (batchId: number) => `/api/review-batches/${batchId}`;
/** GET: the batch's ZIP once done. */
export const reviewBatchDownloadPath = (batchId: number) => `/api/review-batches/${batchId}/download`;

/** GET (ReviewReadQuerySchema: `reason` for staff who are not its reviewer). */
export const reviewPath = (reviewId: number) => `/api/reviews/${reviewId}`;
/** PUT (ReviewDraftInputSchema): the teacher saves the self-report (not_started, draft, returned → draft). */
export const reviewDraftPath = (reviewId: number) => `${reviewPath(reviewId)}/draft`;
/** POST (no body): the teacher submits the self-report (draft → submitted). */
export const reviewSubmitPath = (reviewId: number) => `${reviewPath(reviewId)}/submit`;
/** POST (ReviewReturnInputSchema): the reviewer returns it for changes (submitted → returned). */
export const reviewReturnPath = (reviewId: number) => `${reviewPath(reviewId)}/return`;
/** PUT (ReviewEvaluationInputSchema): the reviewer saves the evaluation without sending it (submitted). */
export const reviewEvaluationPath = (reviewId: number) => `${reviewPath(reviewId)}/evaluation`;
/** POST (ReviewEvaluationSendSchema): the reviewer sends the evaluation (submitted → evaluated). */
export const reviewEvaluatePath = (reviewId: number) => `${reviewPath(reviewId)}/evaluate`;
/** POST (ReviewResponseInputSchema): the teacher responds and acknowledges (evaluated → acknowledged). */
export const reviewRespondPath = (reviewId: number) => `${reviewPath(reviewId)}/respond`;
/** POST (ReviewCloseInputSchema): staff close one review (any state but closed → closed). */
export const reviewClosePath = (reviewId: number) => `${reviewPath(reviewId)}/close`;
/** GET (ReviewReadQuerySchema): the closed review as a PDF. */
export const reviewDocumentPath = (reviewId: number) => `${reviewPath(reviewId)}/document.pdf`;

// ---------------------------------------------------------------------------------------------------------------
// States, limits, texts

export const REVIEW_STATES = [
  'not_started',
  'draft',
  'submitted',
  'returned',
  'evaluated',
  'acknowledged',
  'closed',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_CYCLE_STATES = ['draft', 'open', 'closed'] as const;
export type ReviewCycleState = (typeof REVIEW_CYCLE_STATES)[number];

export const REVIEW_DEADLINE_KINDS = ['self_report', 'evaluation', 'response'] as const;
export type ReviewDeadlineKind = (typeof REVIEW_DEADLINE_KINDS)[number];

/** What a self-report may highlight from the record for the period. */
export const REVIEW_RECORD_KINDS = ['course', 'activity', 'badge', 'credential', 'work'] as const;
export type ReviewRecordKind = (typeof REVIEW_RECORD_KINDS)[number];

/** The moves of a review, as the audit log, the history and the `can` flags name them. */
export const REVIEW_MOVES = [
  'save_draft',
  'submit',
  'return',
  'save_evaluation',
  'send_evaluation',
  'respond',
  'close',
] as const;
export type ReviewMove = (typeof REVIEW_MOVES)[number];

export const REVIEW_NAME_MAX = 120;
export const REVIEW_SECTION_TITLE_MAX = 120;
export const REVIEW_SECTIONS_MIN = 1;
export const REVIEW_SECTIONS_MAX = 12;
export const REVIEW_SCALE_MIN = 2;
export const REVIEW_SCALE_MAX = 7;
export const REVIEW_SCALE_LABEL_MAX = 60;
export const REVIEW_TEXT_MAX = 10_000;
export const REVIEW_COMMENT_MAX = 4000;
export const REVIEW_REASON_MAX = 1000;
export const REVIEW_HIGHLIGHTS_MAX = 50;
export const REVIEW_TEACHERS_MAX = 2000;
export const REVIEW_YEAR_MIN = 2000;
export const REVIEW_YEAR_MAX = 2100;
export const REVIEW_PAGE_SIZE = 50;

export const REVIEW_STATE_LABELS: Record<ReviewState, Text> = {
  not_started: /*i18n*/ { id: 'reviews.state.not_started', message: 'Sin empezar' },
  draft: /*i18n*/ { id: 'reviews.state.draft', message: 'Borrador' },
  submitted: /*i18n*/ { id: 'reviews.state.submitted', message: 'Enviada' },
  returned: /*i18n*/ { id: 'reviews.state.returned', message: 'Devuelta' },
  evaluated: /*i18n*/ { id: 'reviews.state.evaluated', message: 'Evaluada' },
  acknowledged: /*i18n*/ { id: 'reviews.state.acknowledged', message: 'Respondida' },
  closed: /*i18n*/ { id: 'reviews.state.closed', message: 'Cerrada' },
};

export const REVIEW_CYCLE_STATE_LABELS: Record<ReviewCycleState, Text> = {
  draft: /*i18n*/ { id: 'reviews.cycleState.draft', message: 'En preparación' },
  open: /*i18n*/ { id: 'reviews.cycleState.open', message: 'Abierto' },
  closed: /*i18n*/ { id: 'reviews.cycleState.closed', message: 'Cerrado' },
};

export const REVIEW_DEADLINE_LABELS: Record<ReviewDeadlineKind, Text> = {
  self_report: /*i18n*/ { id: 'reviews.deadline.self_report', message: 'Autoinforme' },
  evaluation: /*i18n*/ { id: 'reviews.deadline.evaluation', message: 'Evaluación' },
  response: /*i18n*/ { id: 'reviews.deadline.response', message: 'Respuesta' },
};

export const REVIEW_RECORD_KIND_LABELS: Record<ReviewRecordKind, Text> = {
  course: /*i18n*/ { id: 'reviews.record.course', message: 'Curso impartido' },
  activity: /*i18n*/ { id: 'reviews.record.activity', message: 'Actividad' },
  badge: /*i18n*/ { id: 'reviews.record.badge', message: 'Badge' },
  credential: /*i18n*/ { id: 'reviews.record.credential', message: 'Credencial' },
  work: /*i18n*/ { id: 'reviews.record.work', message: 'Obra del portafolio' },
};

/**
 * The sections a new cycle's form starts with (staff rename, add or remove them before opening). Their titles are
 * written in the language of the staff member who creates the cycle and then kept as typed.
 */
export const REVIEW_DEFAULT_SECTIONS: readonly { id: string; title: Text }[] = [
  { id: 'teaching', title: /*i18n*/ { id: 'reviews.section.teaching', message: 'Docencia' } },
  {
    id: 'professional',
    title: /*i18n*/ { id: 'reviews.section.professional', message: 'Trabajo profesional y creativo' },
  },
  { id: 'service', title: /*i18n*/ { id: 'reviews.section.service', message: 'Servicio a la escuela' } },
  { id: 'goals', title: /*i18n*/ { id: 'reviews.section.goals', message: 'Objetivos para el próximo año' } },
];

/** The scale a new cycle's form starts with, best first. */
export const REVIEW_DEFAULT_SCALE: readonly Text[] = [
  /*i18n*/ { id: 'reviews.scale.outstanding', message: 'Sobresaliente' },
  /*i18n*/ { id: 'reviews.scale.satisfactory', message: 'Satisfactorio' },
  /*i18n*/ { id: 'reviews.scale.needsImprovement', message: 'Necesita mejorar' },
];

export const REVIEW_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'reviews.nameRequired', message: 'El nombre del ciclo es obligatorio' },
  /** Values: `max`. */
  tooLong: /*i18n*/ { id: 'reviews.tooLong', message: 'Máximo {max} caracteres' },
  /** Values: `min`, `max`. */
  yearInvalid: /*i18n*/ { id: 'reviews.yearInvalid', message: 'El año debe estar entre {min} y {max}' },
  dateInvalid: /*i18n*/ { id: 'reviews.dateInvalid', message: 'Fecha inválida: escribe AAAA-MM-DD' },
  deadlinesOrder: /*i18n*/ {
    id: 'reviews.deadlinesOrder',
    message: 'Los plazos deben seguir el orden: autoinforme, evaluación, respuesta',
  },
  teachersRequired: /*i18n*/ { id: 'reviews.teachersRequired', message: 'Elige al menos un profesor' },
  /** Values: `max`. */
  tooManyTeachers: /*i18n*/ { id: 'reviews.tooManyTeachers', message: 'Como máximo {max} profesores' },
  reviewerRequired: /*i18n*/ {
    id: 'reviews.reviewerRequired',
    message: 'Cada profesor necesita un evaluador',
  },
  duplicateTeacher: /*i18n*/ { id: 'reviews.duplicateTeacher', message: 'Un profesor aparece dos veces' },
  sectionTitleRequired: /*i18n*/ {
    id: 'reviews.sectionTitleRequired',
    message: 'Cada sección necesita un título',
  },
  sectionIdInvalid: /*i18n*/ {
    id: 'reviews.sectionIdInvalid',
    message: 'Identificador de sección inválido (letras minúsculas, números y guiones bajos)',
  },
  duplicateSection: /*i18n*/ { id: 'reviews.duplicateSection', message: 'Dos secciones tienen el mismo identificador' },
  /** Values: `min`, `max`. */
  sectionsCount: /*i18n*/ { id: 'reviews.sectionsCount', message: 'Entre {min} y {max} secciones' },
  /** Values: `min`, `max`. */
  scaleCount: /*i18n*/ { id: 'reviews.scaleCount', message: 'La escala tiene entre {min} y {max} niveles' },
  scaleLabelRequired: /*i18n*/ { id: 'reviews.scaleLabelRequired', message: 'Cada nivel necesita un nombre' },
  /** Values: `max`. */
  tooManyHighlights: /*i18n*/ { id: 'reviews.tooManyHighlights', message: 'Como máximo {max} elementos destacados' },
  reasonRequired: /*i18n*/ {
    id: 'reviews.reasonRequired',
    message: 'Escribe el motivo por el que se devuelve el autoinforme',
  },
  readReasonRequired: /*i18n*/ {
    id: 'reviews.readReasonRequired',
    message: 'No eres el evaluador de esta revisión: indica el motivo para consultarla',
  },
  ratingRequired: /*i18n*/ { id: 'reviews.ratingRequired', message: 'Elige una valoración global' },
  ratingInvalid: /*i18n*/ { id: 'reviews.ratingInvalid', message: 'La valoración no está en la escala del ciclo' },
  acknowledgeRequired: /*i18n*/ {
    id: 'reviews.acknowledgeRequired',
    message: 'Confirma que has leído la evaluación',
  },
  cycleNotFound: /*i18n*/ { id: 'reviews.cycleNotFound', message: 'Ciclo de revisión no encontrado' },
  reviewNotFound: /*i18n*/ { id: 'reviews.reviewNotFound', message: 'Revisión no encontrada' },
  cycleNotEditable: /*i18n*/ {
    id: 'reviews.cycleNotEditable',
    message: 'El ciclo ya está abierto: sus secciones, escala y profesores no cambian',
  },
  cycleNotOpen: /*i18n*/ { id: 'reviews.cycleNotOpen', message: 'El ciclo no está abierto' },
  /** Values: `state` (the review's state, as REVIEW_STATE_LABELS writes it). */
  wrongState: /*i18n*/ {
    id: 'reviews.wrongState',
    message: 'La revisión está en estado «{state}»: este paso no es posible ahora',
  },
  notAllowed: /*i18n*/ { id: 'reviews.notAllowed', message: 'No puedes hacer este paso en esta revisión' },
  teacherInvalid: /*i18n*/ {
    id: 'reviews.teacherInvalid',
    message: 'Uno de los profesores no existe o no está activo',
  },
  reviewerInvalid: /*i18n*/ {
    id: 'reviews.reviewerInvalid',
    message: 'El evaluador debe ser un miembro del personal',
  },
  sectionUnknown: /*i18n*/ { id: 'reviews.sectionUnknown', message: 'Sección desconocida en este ciclo' },
  highlightUnknown: /*i18n*/ {
    id: 'reviews.highlightUnknown',
    message: 'Un elemento destacado no es del registro del profesor para el periodo',
  },
  documentNotReady: /*i18n*/ {
    id: 'reviews.documentNotReady',
    message: 'El documento existe solo para una revisión cerrada',
  },
  batchNotFound: /*i18n*/ { id: 'reviews.batchNotFound', message: 'Lote de documentos no encontrado' },
  batchNotReady: /*i18n*/ {
    id: 'reviews.batchNotReady',
    message: 'El ZIP de estos documentos no está disponible: aún no está listo o lo reemplazó uno más reciente',
  },
} as const satisfies Record<string, Text>;

// ---------------------------------------------------------------------------------------------------------------
// Cycle: input

const day = () =>
  z
    .string(inReadersLanguage(REVIEW_MESSAGES.dateInvalid))
    .refine(isRealDate, inReadersLanguage(REVIEW_MESSAGES.dateInvalid));

const idNumber = () => IdSchema.pipe(z.number());

const SECTION_ID = /^[a-z][a-z0-9_]{0,39}$/;

export const ReviewSectionInputSchema = z.object({
  /** Stable within the cycle: what texts, highlights and comments are kept under. */
  id: z
    .string(inReadersLanguage(REVIEW_MESSAGES.sectionIdInvalid))
    .regex(SECTION_ID, inReadersLanguage(REVIEW_MESSAGES.sectionIdInvalid)),
  title: z
    .string(inReadersLanguage(REVIEW_MESSAGES.sectionTitleRequired))
    .trim()
    .min(1, inReadersLanguage(REVIEW_MESSAGES.sectionTitleRequired))
    .max(REVIEW_SECTION_TITLE_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_SECTION_TITLE_MAX })),
});
export type ReviewSectionInput = z.input<typeof ReviewSectionInputSchema>;

export const ReviewDeadlinesSchema = z
  .object({ self_report: day(), evaluation: day(), response: day() })
  .superRefine((deadlines, context) => {
    if (deadlines.evaluation < deadlines.self_report)
      context.addIssue({ code: 'custom', path: ['evaluation'], message: translate(REVIEW_MESSAGES.deadlinesOrder) });
    if (deadlines.response < deadlines.evaluation)
      context.addIssue({ code: 'custom', path: ['response'], message: translate(REVIEW_MESSAGES.deadlinesOrder) });
  });
export type ReviewDeadlines = z.infer<typeof ReviewDeadlinesSchema>;

/** A teacher of the cycle and their reviewer (a staff member's user id). */
export const ReviewAssignmentInputSchema = z.object({
  teacher_id: idNumber(),
  reviewer_id: idNumber(),
});

/**
 * POST /api/review-cycles (staff) and PUT /api/review-cycles/{id} (staff, the whole cycle, only while in draft).
 * `teacher_scope` 'all_active': every active teacher when the cycle opens, each reviewed by their entry in
 * `assignments` or else by `default_reviewer_id`; 'chosen': exactly the teachers of `assignments`.
 */
export const ReviewCycleInputSchema = z
  .object({
    name: z
      .string(inReadersLanguage(REVIEW_MESSAGES.nameRequired))
      .trim()
      .min(1, inReadersLanguage(REVIEW_MESSAGES.nameRequired))
      .max(REVIEW_NAME_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_NAME_MAX })),
    /** The period reviewed: the calendar year whose record pre-fills the self-reports. */
    year: z.coerce
      .number(inReadersLanguage(REVIEW_MESSAGES.yearInvalid, { min: REVIEW_YEAR_MIN, max: REVIEW_YEAR_MAX }))
      .int(inReadersLanguage(REVIEW_MESSAGES.yearInvalid, { min: REVIEW_YEAR_MIN, max: REVIEW_YEAR_MAX }))
      .min(
        REVIEW_YEAR_MIN,
        inReadersLanguage(REVIEW_MESSAGES.yearInvalid, { min: REVIEW_YEAR_MIN, max: REVIEW_YEAR_MAX }),
      )
      .max(
        REVIEW_YEAR_MAX,
        inReadersLanguage(REVIEW_MESSAGES.yearInvalid, { min: REVIEW_YEAR_MIN, max: REVIEW_YEAR_MAX }),
      ),
    teacher_scope: z.enum(['all_active', 'chosen']),
    assignments: z
      .array(ReviewAssignmentInputSchema)
      .max(REVIEW_TEACHERS_MAX, inReadersLanguage(REVIEW_MESSAGES.tooManyTeachers, { max: REVIEW_TEACHERS_MAX })),
    /** The reviewer of every teacher not in `assignments` ('all_active' only). */
    default_reviewer_id: idNumber()
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    deadlines: ReviewDeadlinesSchema,
    sections: z
      .array(ReviewSectionInputSchema)
      .min(
        REVIEW_SECTIONS_MIN,
        inReadersLanguage(REVIEW_MESSAGES.sectionsCount, { min: REVIEW_SECTIONS_MIN, max: REVIEW_SECTIONS_MAX }),
      )
      .max(
        REVIEW_SECTIONS_MAX,
        inReadersLanguage(REVIEW_MESSAGES.sectionsCount, { min: REVIEW_SECTIONS_MIN, max: REVIEW_SECTIONS_MAX }),
      ),
    /** The evaluation's overall rating labels, best first. */
    rating_scale: z
      .array(
        z
          .string(inReadersLanguage(REVIEW_MESSAGES.scaleLabelRequired))
          .trim()
          .min(1, inReadersLanguage(REVIEW_MESSAGES.scaleLabelRequired))
          .max(REVIEW_SCALE_LABEL_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_SCALE_LABEL_MAX })),
      )
      .min(
        REVIEW_SCALE_MIN,
        inReadersLanguage(REVIEW_MESSAGES.scaleCount, { min: REVIEW_SCALE_MIN, max: REVIEW_SCALE_MAX }),
      )
      .max(
        REVIEW_SCALE_MAX,
        inReadersLanguage(REVIEW_MESSAGES.scaleCount, { min: REVIEW_SCALE_MIN, max: REVIEW_SCALE_MAX }),
      ),
  })
  .superRefine((cycle, context) => {
    const teachers = new Set<number>();
    cycle.assignments.forEach((assignment, index) => {
      if (teachers.has(assignment.teacher_id))
        context.addIssue({
          code: 'custom',
          path: ['assignments', index, 'teacher_id'],
          message: translate(REVIEW_MESSAGES.duplicateTeacher),
        });
      teachers.add(assignment.teacher_id);
    });
    if (cycle.teacher_scope === 'chosen' && cycle.assignments.length === 0)
      context.addIssue({ code: 'custom', path: ['assignments'], message: translate(REVIEW_MESSAGES.teachersRequired) });
    if (cycle.teacher_scope === 'all_active' && cycle.default_reviewer_id === null)
      context.addIssue({
        code: 'custom',
        path: ['default_reviewer_id'],
        message: translate(REVIEW_MESSAGES.reviewerRequired),
      });
    const sections = new Set<string>();
    cycle.sections.forEach((section, index) => {
      if (sections.has(section.id))
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: translate(REVIEW_MESSAGES.duplicateSection),
        });
      sections.add(section.id);
    });
  });
export type ReviewCycleInput = z.input<typeof ReviewCycleInputSchema>;
export type ReviewCycleFields = z.output<typeof ReviewCycleInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Cycle: views

export const ReviewPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReviewPerson = z.infer<typeof ReviewPersonSchema>;

export const ReviewSectionSchema = z.object({ id: z.string(), title: z.string() });

/** A staff member who may review: `id` is their user id. */
export const ReviewReviewerOptionsSchema = z.object({ items: z.array(ReviewPersonSchema) });
export type ReviewReviewerOptions = z.infer<typeof ReviewReviewerOptionsSchema>;

export const ReviewStateCountsSchema = z.object(
  Object.fromEntries(REVIEW_STATES.map((state) => [state, z.number().int()])) as Record<ReviewState, z.ZodNumber>,
);
export type ReviewStateCounts = z.infer<typeof ReviewStateCountsSchema>;

export const ReviewCycleAbilitiesSchema = z.object({
  /** Change the whole cycle (PUT) and delete it: staff, while in draft. */
  edit: z.boolean(),
  delete: z.boolean(),
  /** Open it: staff, while in draft. */
  open: z.boolean(),
  /** Close it: staff, while open. */
  close: z.boolean(),
  /** Read its progress and its reviews' list and CSV: staff. */
  view_progress: z.boolean(),
  /** Ask for the ZIP of its closed reviews' PDFs: staff, once a review of it is closed. */
  download_documents: z.boolean(),
});

/** One cycle in the staff's list (GET /api/review-cycles). */
export const ReviewCycleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  state: z.enum(REVIEW_CYCLE_STATES),
  deadlines: z.object({ self_report: z.string(), evaluation: z.string(), response: z.string() }),
  /** Teachers covered (in draft: those chosen, or the active teachers now for 'all_active'). */
  teachers: z.number().int(),
  counts: ReviewStateCountsSchema,
  late: z.number().int(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  can: ReviewCycleAbilitiesSchema,
});
export type ReviewCycleSummary = z.infer<typeof ReviewCycleSummarySchema>;

/** GET /api/review-cycles/{id} (staff): the whole cycle, for its page and its form. */
export const ReviewCycleSchema = ReviewCycleSummarySchema.extend({
  teacher_scope: z.enum(['all_active', 'chosen']),
  default_reviewer: ReviewPersonSchema.nullable(),
  sections: z.array(ReviewSectionSchema),
  rating_scale: z.array(z.string()),
  /** Each teacher and their reviewer; `review_id` once the cycle is open. */
  assignments: z.array(
    z.object({
      teacher: ReviewPersonSchema,
      reviewer: ReviewPersonSchema,
      review_id: z.number().int().nullable(),
    }),
  ),
  created_by: ReviewPersonSchema.nullable(),
});
export type ReviewCycle = z.infer<typeof ReviewCycleSchema>;

/** GET /api/review-cycles?state&limit&cursor: newest year first (then id), the one list pattern (a school has a cycle a year: no search). */
export const ReviewCycleListQuerySchema = z.object({
  state: z.enum(REVIEW_CYCLE_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type ReviewCycleListQuery = z.output<typeof ReviewCycleListQuerySchema>;

export const ReviewCycleListSchema = z.object({
  items: z.array(ReviewCycleSummarySchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
  /** Create a cycle: staff. */
  can: z.object({ create: z.boolean() }),
});
export type ReviewCycleList = z.infer<typeof ReviewCycleListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Cycle: progress

/** Who a late review waits for, and since which deadline. */
export const ReviewLateSchema = z.object({
  deadline: z.enum(REVIEW_DEADLINE_KINDS),
  /** 'teacher' for the self-report and the response, 'reviewer' for the evaluation. */
  waiting_for: z.enum(['teacher', 'reviewer']),
  due: z.string(),
  days: z.number().int(),
});
export type ReviewLate = z.infer<typeof ReviewLateSchema>;

/** GET /api/review-cycles/{id}/progress (staff): the cycle at a glance. */
export const ReviewCycleProgressSchema = z.object({
  cycle: z.object({
    id: z.number().int(),
    name: z.string(),
    year: z.number().int(),
    state: z.enum(REVIEW_CYCLE_STATES),
  }),
  total: z.number().int(),
  counts: ReviewStateCountsSchema,
  late: z.number().int(),
  by_reviewer: z.array(
    z.object({
      reviewer: ReviewPersonSchema,
      total: z.number().int(),
      counts: ReviewStateCountsSchema,
      late: z.number().int(),
    }),
  ),
});
export type ReviewCycleProgress = z.infer<typeof ReviewCycleProgressSchema>;

/**
 * GET /api/review-cycles/{id}/reviews?state&reviewer_id&late&limit&cursor (staff), and …/reviews.csv with the same
 * filters: teacher name order (then id), the one list pattern.
 */
export const ReviewProgressQuerySchema = z.object({
  state: z.enum(REVIEW_STATES).optional(),
  reviewer_id: IdSchema.optional(),
  late: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type ReviewProgressQuery = z.output<typeof ReviewProgressQuerySchema>;

export const ReviewProgressRowSchema = z.object({
  review_id: z.number().int(),
  teacher: ReviewPersonSchema,
  reviewer: ReviewPersonSchema,
  state: z.enum(REVIEW_STATES),
  late: ReviewLateSchema.nullable(),
  updated_at: z.string(),
});
export type ReviewProgressRow = z.infer<typeof ReviewProgressRowSchema>;

export const ReviewProgressPageSchema = z.object({
  items: z.array(ReviewProgressRowSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type ReviewProgressPage = z.infer<typeof ReviewProgressPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Review: view

/** An item of the teacher's record for the period, as the self-report offers and highlights it. */
export const ReviewRecordItemSchema = z.object({
  kind: z.enum(REVIEW_RECORD_KINDS),
  /** The course, activity entry, badge award, external credential or portfolio work id. */
  ref_id: z.number().int(),
  title: z.string(),
  /** A second line: the term, the organisation, the issuer… (as typed), or null. */
  detail: z.string().nullable(),
  /** The day it is dated by (YYYY-MM-DD), or null. */
  date: z.string().nullable(),
});
export type ReviewRecordItem = z.infer<typeof ReviewRecordItemSchema>;

export const ReviewSectionViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The teacher's text ('' until written). */
  text: z.string(),
  /** What the teacher highlighted, as it was when saved (kept if the record changes later). */
  highlights: z.array(ReviewRecordItemSchema),
  /** The reviewer's comment: shown to the teacher once evaluated; to the reviewer and staff while written. */
  comment: z.string().nullable(),
});

export const ReviewHistoryEntrySchema = z.object({
  from: z.enum(REVIEW_STATES),
  to: z.enum(REVIEW_STATES),
  move: z.enum(REVIEW_MOVES),
  by: ReviewPersonSchema.nullable(),
  at: z.string(),
  /** The reason of a return; null otherwise. */
  reason: z.string().nullable(),
});
export type ReviewHistoryEntry = z.infer<typeof ReviewHistoryEntrySchema>;

export const ReviewAbilitiesSchema = z.object({
  save_draft: z.boolean(),
  submit: z.boolean(),
  return: z.boolean(),
  save_evaluation: z.boolean(),
  send_evaluation: z.boolean(),
  respond: z.boolean(),
  close: z.boolean(),
  download_pdf: z.boolean(),
});
export type ReviewAbilities = z.infer<typeof ReviewAbilitiesSchema>;

/** GET /api/reviews/{id}: the review as its reader may see it. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  cycle: z.object({
    id: z.number().int(),
    name: z.string(),
    year: z.number().int(),
    state: z.enum(REVIEW_CYCLE_STATES),
    deadlines: z.object({ self_report: z.string(), evaluation: z.string(), response: z.string() }),
    rating_scale: z.array(z.string()),
  }),
  teacher: ReviewPersonSchema,
  reviewer: ReviewPersonSchema,
  state: z.enum(REVIEW_STATES),
  /** The state it was closed from (a cycle closes every review, finished or not); null unless closed. */
  closed_from: z.enum(REVIEW_STATES).nullable(),
  /** How the reader stands to it: the teacher reviewed, their reviewer, or other staff (who gave a reason). */
  viewer: z.enum(['teacher', 'reviewer', 'staff']),
  sections: z.array(ReviewSectionViewSchema),
  /**
   * The teacher's record for the cycle's year, to pick highlights from (what the self-report is pre-filled with);
   * empty once the self-report can no longer change.
   */
  record: z.array(ReviewRecordItemSchema),
  evaluation: z.object({
    /** Index into the cycle's rating_scale, or null; shown to the teacher once evaluated. */
    rating: z.number().int().nullable(),
    rating_label: z.string().nullable(),
    overall_comment: z.string().nullable(),
    sent_at: z.string().nullable(),
  }),
  /** The latest return's reason while returned or in the draft that followed; null otherwise. */
  return_reason: z.string().nullable(),
  response: z.object({ text: z.string().nullable(), acknowledged_at: z.string().nullable() }),
  late: ReviewLateSchema.nullable(),
  submitted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  history: z.array(ReviewHistoryEntrySchema),
  can: ReviewAbilitiesSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

/** One review in a person's lists (GET /api/reviews/mine). */
export const ReviewSummarySchema = z.object({
  id: z.number().int(),
  cycle: z.object({
    id: z.number().int(),
    name: z.string(),
    year: z.number().int(),
    state: z.enum(REVIEW_CYCLE_STATES),
  }),
  teacher: ReviewPersonSchema,
  reviewer: ReviewPersonSchema,
  state: z.enum(REVIEW_STATES),
  late: ReviewLateSchema.nullable(),
  /** The next deadline of the reader's part, or null. */
  next_deadline: z.object({ kind: z.enum(REVIEW_DEADLINE_KINDS), due: z.string() }).nullable(),
  updated_at: z.string(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** GET /api/reviews/mine: newest year first. `as_teacher` holds past years too; `as_reviewer` open cycles first. */
export const OwnReviewsSchema = z.object({
  as_teacher: z.array(ReviewSummarySchema),
  as_reviewer: z.array(ReviewSummarySchema),
});
export type OwnReviews = z.infer<typeof OwnReviewsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Review: moves

/**
 * The `reason` staff who are not a review's reviewer give to read it (GET …/{id}, GET …/document.pdf); kept in the
 * audit log. The teacher and the reviewer give none.
 */
export const ReviewReadQuerySchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REVIEW_REASON_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_REASON_MAX }))
    .optional()
    .transform((value) => value || undefined),
});
export type ReviewReadQuery = z.output<typeof ReviewReadQuerySchema>;

const reason = () =>
  z
    .string(inReadersLanguage(REVIEW_MESSAGES.reasonRequired))
    .trim()
    .min(1, inReadersLanguage(REVIEW_MESSAGES.reasonRequired))
    .max(REVIEW_REASON_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_REASON_MAX }));

const longText = (max: number) =>
  z
    .string()
    .max(max, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max }))
    .optional()
    .nullable()
    .transform((value) => (value ?? '').trim());

/** PUT /api/reviews/{id}/draft (the teacher): every section's text and highlights; sections left out stay empty. */
export const ReviewDraftInputSchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.string().max(40),
        text: longText(REVIEW_TEXT_MAX),
        highlights: z
          .array(z.object({ kind: z.enum(REVIEW_RECORD_KINDS), ref_id: idNumber() }))
          .max(
            REVIEW_HIGHLIGHTS_MAX,
            inReadersLanguage(REVIEW_MESSAGES.tooManyHighlights, { max: REVIEW_HIGHLIGHTS_MAX }),
          )
          .optional()
          .transform((value) => value ?? []),
      }),
    )
    .max(REVIEW_SECTIONS_MAX),
});
export type ReviewDraftInput = z.input<typeof ReviewDraftInputSchema>;
export type ReviewDraft = z.output<typeof ReviewDraftInputSchema>;

/** POST /api/reviews/{id}/return (the reviewer): why, for the teacher. */
export const ReviewReturnInputSchema = z.object({ reason: reason() });
export type ReviewReturnInput = z.input<typeof ReviewReturnInputSchema>;

/** PUT /api/reviews/{id}/evaluation (the reviewer): the evaluation so far, not sent. */
export const ReviewEvaluationInputSchema = z.object({
  comments: z
    .array(z.object({ section_id: z.string().max(40), comment: longText(REVIEW_COMMENT_MAX) }))
    .max(REVIEW_SECTIONS_MAX),
  overall_comment: longText(REVIEW_COMMENT_MAX),
  /** Index into the cycle's rating_scale (0 the best). */
  rating: z
    .number()
    .int()
    .min(0)
    .max(REVIEW_SCALE_MAX - 1)
    .nullable(),
});
export type ReviewEvaluationInput = z.input<typeof ReviewEvaluationInputSchema>;
export type ReviewEvaluation = z.output<typeof ReviewEvaluationInputSchema>;

/** POST /api/reviews/{id}/evaluate (the reviewer): the evaluation, sent; a rating is required. */
export const ReviewEvaluationSendSchema = ReviewEvaluationInputSchema.extend({
  rating: z
    .number(inReadersLanguage(REVIEW_MESSAGES.ratingRequired))
    .int(inReadersLanguage(REVIEW_MESSAGES.ratingRequired))
    .min(0, inReadersLanguage(REVIEW_MESSAGES.ratingRequired))
    .max(REVIEW_SCALE_MAX - 1, inReadersLanguage(REVIEW_MESSAGES.ratingRequired)),
});
export type ReviewEvaluationSendInput = z.input<typeof ReviewEvaluationSendSchema>;

/** POST /api/reviews/{id}/respond (the teacher): the response (may be empty) and the acknowledgement. */
export const ReviewResponseInputSchema = z.object({
  response: longText(REVIEW_COMMENT_MAX),
  acknowledge: z.literal(true, inReadersLanguage(REVIEW_MESSAGES.acknowledgeRequired)),
});
export type ReviewResponseInput = z.input<typeof ReviewResponseInputSchema>;

/** POST /api/reviews/{id}/close and POST /api/review-cycles/{id}/close (staff): an optional note for the log. */
export const ReviewCloseInputSchema = z.object({
  note: z
    .string()
    .trim()
    .max(REVIEW_REASON_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_REASON_MAX }))
    .optional()
    .transform((value) => value || null),
});
export type ReviewCloseInput = z.input<typeof ReviewCloseInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Documents

/** POST /api/review-cycles/{id}/document-batches (staff): why the cycle's documents are taken (the audit log). */
export const ReviewBatchInputSchema = z.object({
  reason: z
    .string(inReadersLanguage(REVIEW_MESSAGES.readReasonRequired))
    .trim()
    .min(1, inReadersLanguage(REVIEW_MESSAGES.readReasonRequired))
    .max(REVIEW_REASON_MAX, inReadersLanguage(REVIEW_MESSAGES.tooLong, { max: REVIEW_REASON_MAX })),
});
export type ReviewBatchInput = z.input<typeof ReviewBatchInputSchema>;

export const REVIEW_BATCH_STATES = ['pending', 'running', 'done', 'failed'] as const;

/** A batch's progress: the screen polls it until `state` is done, then downloads the ZIP. */
export const ReviewBatchSchema = z.object({
  id: z.number().int(),
  cycle_id: z.number().int(),
  state: z.enum(REVIEW_BATCH_STATES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** GET it when `state` is done. */
  download_url: z.string().nullable(),
});
export type ReviewBatch = z.infer<typeof ReviewBatchSchema>;
