/**
 * The reports a school is judged by (issue 45, decision 043): the qualifications table (for a term, each course
 * taught, its teacher, the teacher's highest title and areas, and the basis of the teacher's qualification) and the
 * yearly activity report (record entries by kind, scope and selection, a year beside the one before). Texts are
 * declared in Spanish and written in the reader's language (decision 040).
 */
import { z } from 'zod';
import { ACADEMIC_TITLE_CODES } from './catalogues/academic-titles';
import { EXPERTISE_AREA_CODES } from './catalogues/expertise-areas';
import { SEMESTER_CODES } from './catalogues/semesters';
import { ACTIVITY_KINDS, ACTIVITY_SCOPES, ACTIVITY_SELECTIONS, TeachingTermSchema } from './activity-record';
import { AcademicYearSchema } from './grades';
import { IdSchema } from './ids';
import { inReadersLanguage, translate, type Text } from './i18n/texts';

/** What staff may state for a course's teacher (course_qualifications.basis). */
export const QUALIFICATION_BASES = ['degree', 'experience'] as const;
/** What the table shows: a stated or derived basis, or none ('not_justified', flagged). */
export const QUALIFICATION_STATES = ['degree', 'experience', 'not_justified'] as const;
export type QualificationBasis = (typeof QUALIFICATION_BASES)[number];
export type QualificationState = (typeof QUALIFICATION_STATES)[number];

/**
 * The titles that count as an earned degree, highest first (the rule of decision 043): a doctorate, a master's, a
 * licentiate. 'none' is no degree.
 */
export const DEGREE_TITLES_HIGHEST_FIRST = ['doctor_phd', 'doctor_md', 'magister', 'licenciado'] as const;

export const QUALIFICATION_JUSTIFICATION_MAX = 2000;
export const QUALIFICATION_MAX_ENTRIES = 20;

export const REPORT_MESSAGES = {
  semesterInvalid: /*i18n*/ { id: 'reports.semesterInvalid', message: 'Semestre inválido' },
  termIncomplete: /*i18n*/ {
    id: 'reports.termIncomplete',
    message: 'Indica el año académico y el semestre juntos',
  },
  areaInvalid: /*i18n*/ { id: 'reports.areaInvalid', message: 'Área de especialidad desconocida' },
  basisInvalid: /*i18n*/ {
    id: 'reports.basisInvalid',
    message: 'La base debe ser titulación o experiencia profesional',
  },
  basisFilterInvalid: /*i18n*/ {
    id: 'reports.basisFilterInvalid',
    message: 'Filtro de base desconocido',
  },
  justificationRequired: /*i18n*/ {
    id: 'reports.justificationRequired',
    message: 'Escribe la justificación de la experiencia profesional',
  },
  /** Values: `max`. */
  justificationTooLong: /*i18n*/ { id: 'reports.justificationTooLong', message: 'Máximo {max} caracteres' },
  /** Values: `max`. */
  tooManyEntries: /*i18n*/ { id: 'reports.tooManyEntries', message: 'Como máximo {max} actividades' },
  entryInvalid: /*i18n*/ { id: 'reports.entryInvalid', message: 'ID de actividad inválido' },
  entriesNotTeachers: /*i18n*/ {
    id: 'reports.entriesNotTeachers',
    message: 'Las actividades deben ser del registro del profesor del curso',
  },
  courseNotFound: /*i18n*/ { id: 'reports.courseNotFound', message: 'El curso no existe' },
  courseWithoutTeacher: /*i18n*/ {
    id: 'reports.courseWithoutTeacher',
    message: 'El curso no tiene profesor asignado',
  },
  yearInvalid: /*i18n*/ { id: 'reports.yearInvalid', message: 'Año inválido' },
  teacherInvalid: /*i18n*/ { id: 'reports.teacherInvalid', message: 'ID de profesor inválido' },
  teacherNotFound: /*i18n*/ { id: 'reports.teacherNotFound', message: 'Profesor no encontrado' },
  onlyOwnReport: /*i18n*/ {
    id: 'reports.onlyOwnReport',
    message: 'Solo puedes ver tu propio informe de actividad',
  },
} as const satisfies Record<string, Text>;

const semester = z.enum(SEMESTER_CODES, inReadersLanguage(REPORT_MESSAGES.semesterInvalid));

/**
 * GET /api/reports/qualifications: the term (academic year and semester together; both left out, the current term:
 * January–June the first semester, July–December the second), and the filters.
 */
export const QualificationsQuerySchema = z
  .object({
    academic_year: AcademicYearSchema.optional(),
    semester: semester.optional(),
    area: z.enum(EXPERTISE_AREA_CODES, inReadersLanguage(REPORT_MESSAGES.areaInvalid)).optional(),
    basis: z.enum(QUALIFICATION_STATES, inReadersLanguage(REPORT_MESSAGES.basisFilterInvalid)).optional(),
  })
  .superRefine((query, context) => {
    if ((query.academic_year === undefined) !== (query.semester === undefined))
      context.addIssue({
        code: 'custom',
        path: [query.academic_year === undefined ? 'academic_year' : 'semester'],
        message: translate(REPORT_MESSAGES.termIncomplete),
      });
  });
export type QualificationsQuery = z.output<typeof QualificationsQuerySchema>;

/** A record entry the justification rests on. */
export const QualificationEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  start_date: z.string(),
});

/** One course of the term and its teacher's qualification. */
export const QualificationRowSchema = z.object({
  course_id: z.number().int(),
  course_code: z.string(),
  course_name: z.string(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  /** The teacher's highest earned title (ACADEMIC_TITLES), null without one. */
  highest_title: z.enum(ACADEMIC_TITLE_CODES).nullable(),
  /** The course's areas (courses.expertise_areas) and the teacher's. */
  course_areas: z.array(z.string()),
  teacher_areas: z.array(z.string()),
  /** Whether the teacher's areas include every area of the course; null for a course without areas. */
  areas_covered: z.boolean().nullable(),
  basis: z.enum(QUALIFICATION_STATES),
  /** 'staff': stated by staff; 'rule': derived (a degree and the course's areas covered); null when not justified. */
  basis_source: z.enum(['staff', 'rule']).nullable(),
  justification: z.string().nullable(),
  entries: z.array(QualificationEntrySchema),
  /** The students of the course's roster in the term (0 for the course list without rosters). */
  students: z.number().int(),
});
export type QualificationRow = z.infer<typeof QualificationRowSchema>;

export const QualificationsSchema = z.object({
  term: z.object({ academic_year: z.number().int(), semester: z.string() }),
  /**
   * Which courses the term lists: 'term', those with a roster or grades in it; 'courses', the current course list
   * (every course with a teacher), when nothing names the term yet.
   */
  source: z.enum(['term', 'courses']),
  /** How many courses of each basis, before the filters. */
  counts: z.object({ degree: z.number().int(), experience: z.number().int(), not_justified: z.number().int() }),
  items: z.array(QualificationRowSchema),
});
export type Qualifications = z.infer<typeof QualificationsSchema>;

/** GET /api/reports/qualifications.csv: the same query. */
export const QualificationsExportQuerySchema = QualificationsQuerySchema;

/** PUT /api/reports/qualifications/{courseId}: staff's basis for the course's current teacher. */
export const QualificationUpdateSchema = z
  .object({
    basis: z.enum(QUALIFICATION_BASES, inReadersLanguage(REPORT_MESSAGES.basisInvalid)),
    justification: z
      .string()
      .trim()
      .max(
        QUALIFICATION_JUSTIFICATION_MAX,
        inReadersLanguage(REPORT_MESSAGES.justificationTooLong, { max: QUALIFICATION_JUSTIFICATION_MAX }),
      )
      .optional()
      .nullable()
      .transform((value) => value || null),
    entry_ids: z
      .array(IdSchema.pipe(z.number()), inReadersLanguage(REPORT_MESSAGES.entryInvalid))
      .max(
        QUALIFICATION_MAX_ENTRIES,
        inReadersLanguage(REPORT_MESSAGES.tooManyEntries, { max: QUALIFICATION_MAX_ENTRIES }),
      )
      .optional()
      .transform((value) => [...new Set(value ?? [])]),
  })
  .superRefine((input, context) => {
    if (input.basis === 'experience' && !input.justification)
      context.addIssue({
        code: 'custom',
        path: ['justification'],
        message: translate(REPORT_MESSAGES.justificationRequired),
      });
  });
export type QualificationUpdateInput = z.input<typeof QualificationUpdateSchema>;
export type QualificationUpdate = z.output<typeof QualificationUpdateSchema>;

/** GET /api/reports/qualifications/{courseId}/entries: the course's teacher's record entries to rest a justification on. */
export const QualificationEntriesSchema = z.object({
  teacher: z.object({ id: z.number().int(), name: z.string() }),
  items: z.array(QualificationEntrySchema),
});
export type QualificationEntries = z.infer<typeof QualificationEntriesSchema>;

export const QualificationSavedSchema = z.object({
  course_id: z.number().int(),
  teacher_id: z.number().int(),
  basis: z.enum(QUALIFICATION_BASES),
  justification: z.string().nullable(),
  entries: z.array(QualificationEntrySchema),
});
export type QualificationSaved = z.infer<typeof QualificationSavedSchema>;

/** The first year a yearly activity report may ask for (and at most next year). */
export const REPORT_YEAR_MIN = 1990;

/** GET /api/reports/activity: a year (the current one if left out), the school or one teacher. */
export const ActivityReportQuerySchema = z.object({
  year: z.coerce
    .number(inReadersLanguage(REPORT_MESSAGES.yearInvalid))
    .int(inReadersLanguage(REPORT_MESSAGES.yearInvalid))
    .min(REPORT_YEAR_MIN, inReadersLanguage(REPORT_MESSAGES.yearInvalid))
    .refine((year) => year <= new Date().getFullYear() + 1, inReadersLanguage(REPORT_MESSAGES.yearInvalid))
    .optional(),
  teacher_id: z.coerce
    .number(inReadersLanguage(REPORT_MESSAGES.teacherInvalid))
    .int(inReadersLanguage(REPORT_MESSAGES.teacherInvalid))
    .positive(inReadersLanguage(REPORT_MESSAGES.teacherInvalid))
    .max(2_147_483_647, inReadersLanguage(REPORT_MESSAGES.teacherInvalid))
    .optional(),
});
export type ActivityReportQuery = z.output<typeof ActivityReportQuerySchema>;

/** A row of a breakdown: a category's code ('none' for entries that do not say) and its counts in both years. */
export const ReportCountSchema = z.object({ key: z.string(), year: z.number().int(), previous: z.number().int() });
export type ReportCount = z.infer<typeof ReportCountSchema>;

export const REPORT_SCOPE_KEYS = [...ACTIVITY_SCOPES, 'none'] as const;
export const REPORT_SELECTION_KEYS = [...ACTIVITY_SELECTIONS, 'none'] as const;

export const ActivityReportSchema = z.object({
  year: z.number().int(),
  previous_year: z.number().int(),
  /** The teacher the report is of; null for the whole school. */
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  totals: z.object({
    entries: ReportCountSchema.omit({ key: true }),
    verified: ReportCountSchema.omit({ key: true }),
    /** How many teachers have at least one entry in the year (the school's report; 1 or 0 for a teacher's). */
    teachers: ReportCountSchema.omit({ key: true }),
  }),
  /**
   * The teaching of the two years, never typed (decision 041): the courses taught by term (a course in a term counts
   * once), the students of their rosters and those graded — from the rosters and grades whose academic year is the
   * year's. A teacher's report lists each course and term (newest first); the school's, the counts alone.
   */
  teaching: z.object({
    courses: ReportCountSchema.omit({ key: true }),
    students: ReportCountSchema.omit({ key: true }),
    graded: ReportCountSchema.omit({ key: true }),
    items: z.array(TeachingTermSchema),
  }),
  /** Every kind, scope and selection, in the catalogue's order, zero counts included. */
  by_kind: z.array(ReportCountSchema),
  by_scope: z.array(ReportCountSchema),
  by_selection: z.array(ReportCountSchema),
});
export type ActivityReport = z.infer<typeof ActivityReportSchema>;

/** The CSV exports' header rows in the requester's language (decision 040). */
export const QUALIFICATIONS_CSV_COLUMNS = {
  es: [
    'Código',
    'Curso',
    'Profesor',
    'Título más alto',
    'Áreas del curso',
    'Áreas del profesor',
    'Áreas cubiertas',
    'Base',
    'Justificación',
    'Actividades',
    'Estudiantes',
  ],
  en: [
    'Code',
    'Course',
    'Teacher',
    'Highest title',
    'Course areas',
    'Teacher areas',
    'Areas covered',
    'Basis',
    'Justification',
    'Activities',
    'Students',
  ],
} as const;

/** The activity CSV: one row per breakdown and category; the years' columns carry the years. */
export const activityCsvColumns = (language: 'es' | 'en', year: number, previous: number): string[] =>
  language === 'es'
    ? ['Desglose', 'Categoría', String(year), String(previous)]
    : ['Breakdown', 'Category', String(year), String(previous)];

/*
 * The categories' names (kinds, scopes, selections) in the reports — the CSV, the PDF, the charts and their tables —
 * are the record's own: ACTIVITY_KIND_GROUP_LABELS, ACTIVITY_SCOPE_LABELS and ACTIVITY_SELECTION_LABELS of
 * contracts/activity-labels.ts.
 */
export const QUALIFICATION_STATE_LABELS: Record<QualificationState, Text> = {
  degree: /*i18n*/ { id: 'reports.basis.degree', message: 'Titulación en el área' },
  experience: /*i18n*/ { id: 'reports.basis.experience', message: 'Experiencia profesional' },
  not_justified: /*i18n*/ { id: 'reports.basis.not_justified', message: 'Sin justificar' },
};
export const REPORT_BREAKDOWN_LABELS = {
  kind: /*i18n*/ { id: 'reports.breakdown.kind', message: 'Tipo' },
  scope: /*i18n*/ { id: 'reports.breakdown.scope', message: 'Alcance' },
  selection: /*i18n*/ { id: 'reports.breakdown.selection', message: 'Selección' },
  total: /*i18n*/ { id: 'reports.breakdown.total', message: 'Total' },
  entries: /*i18n*/ { id: 'reports.breakdown.entries', message: 'Actividades' },
  verified: /*i18n*/ { id: 'reports.breakdown.verified', message: 'Verificadas' },
  teachers: /*i18n*/ { id: 'reports.breakdown.teachers', message: 'Profesores con actividad' },
  teaching: /*i18n*/ { id: 'reports.breakdown.teaching', message: 'Docencia' },
  courses: /*i18n*/ { id: 'reports.breakdown.courses', message: 'Cursos impartidos' },
  students: /*i18n*/ { id: 'reports.breakdown.students', message: 'Estudiantes matriculados' },
  graded: /*i18n*/ { id: 'reports.breakdown.graded', message: 'Estudiantes calificados' },
} as const satisfies Record<string, Text>;
