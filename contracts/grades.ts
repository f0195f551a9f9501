import { z } from 'zod';
import { SEMESTER_CODES } from './catalogues/semesters';
import { IdSchema } from './ids';
import { GRADE_FORMAT_MESSAGE, normaliseGrade } from './grade-values';
import { ListQuerySchema } from './lists';
import { inReadersLanguage, translate } from './i18n/texts';

export { GRADE_FORMAT_MESSAGE, normaliseGrade, numericGrade } from './grade-values';

export const GradeValueSchema = z.string(inReadersLanguage(GRADE_FORMAT_MESSAGE)).transform((value, context) => {
  const grade = normaliseGrade(value);
  if (grade === undefined) {
    context.addIssue({ code: 'custom', message: translate(GRADE_FORMAT_MESSAGE) });
    return z.NEVER;
  }
  return grade;
});

export const ACADEMIC_YEAR_MIN = 2000;
/** A term's year (grades and course rosters): from ACADEMIC_YEAR_MIN to next year. */
export const AcademicYearSchema = z.coerce
  .number(inReadersLanguage(/*i18n*/ { id: 'validation.academicYearInvalid', message: 'Año académico inválido' }))
  .int(inReadersLanguage(/*i18n*/ { id: 'validation.academicYearInvalid', message: 'Año académico inválido' }))
  .min(
    ACADEMIC_YEAR_MIN,
    inReadersLanguage(/*i18n*/ { id: 'validation.academicYearInvalid', message: 'Año académico inválido' }),
  )
  .refine(
    (year) => year <= new Date().getFullYear() + 1,
    inReadersLanguage(/*i18n*/ { id: 'validation.academicYearInvalid', message: 'Año académico inválido' }),
  );

/** What the caller may do with a grade: correct (or move) it and delete it, as grade.policy.ts decides. */
export const GradeAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type GradeAbilities = z.infer<typeof GradeAbilitiesSchema>;

export const GradeSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  student_code: z.string(),
  /** The course the grade belongs to; null for a grade of no course (history, transfer) or of a deleted course. */
  course_id: z.number().nullable(),
  /** The label: the course's name when recorded through a course, else the title staff typed. */
  course_title: z.string(),
  teacher_id: z.number().nullable(),
  teacher_name: z.string().nullable(),
  grade: z.string(),
  semester: z.string().nullable(),
  academic_year: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: GradeAbilitiesSchema,
});
export type Grade = z.infer<typeof GradeSchema>;

const gradeReason = z
  .string(inReadersLanguage(/*i18n*/ { id: 'validation.reasonInvalid', message: 'Motivo inválido' }))
  .trim()
  .max(500, inReadersLanguage(/*i18n*/ { id: 'validation.max500', message: 'Máximo 500 caracteres' }))
  .optional()
  .transform((value) => value || undefined);

const COURSE_REQUIRED_TEXT = /*i18n*/ { id: 'grades.courseRequired', message: 'El curso es obligatorio' };
const COURSE_REQUIRED = inReadersLanguage(COURSE_REQUIRED_TEXT);
const courseTitle = z
  .string(COURSE_REQUIRED)
  .trim()
  .min(1, COURSE_REQUIRED)
  .max(200, inReadersLanguage(/*i18n*/ { id: 'validation.max200', message: 'Máximo 200 caracteres' }));

/**
 * The fields of POST /api/grades (and PUT /api/grades/{id}). A grade belongs to a course named by `course_id`; its
 * `course_title` is then the course's name. `course_title` alone is still accepted (the specification's field): for a
 * teacher it names the course of that name they teach; for staff the one course of that name, or, when no single
 * course has it, a grade of no course (history, transfer). A teacher writes only in courses they teach, and the grade's
 * teacher is themself; staff choose the teacher (or none; left out, the course's teacher).
 */
export const GradeInputFields = z.object({
  student_id: IdSchema,
  course_id: IdSchema.optional(),
  course_title: courseTitle.optional(),
  teacher_id: IdSchema.nullish(),
  grade: GradeValueSchema,
  semester: z.enum(
    SEMESTER_CODES,
    inReadersLanguage(/*i18n*/ { id: 'validation.semesterInvalid', message: 'Semestre inválido' }),
  ),
  academic_year: AcademicYearSchema,
  /**
   * Why staff grade a student who is not on the course's roster for that term (kept in the audit log); required of
   * staff then, ignored otherwise. Teachers grade only the students of the roster.
   */
  reason: gradeReason,
});

/** A grade names its course by id or by title (refinement shared with the screens' form schemas). */
export function requireCourse(
  input: { course_id?: number | undefined; course_title?: string | undefined },
  context: z.RefinementCtx,
) {
  if (input.course_id === undefined && (input.course_title === undefined || input.course_title === ''))
    context.addIssue({ code: 'custom', path: ['course_id'], message: translate(COURSE_REQUIRED_TEXT) });
}

export const GradeInputSchema = GradeInputFields.superRefine(requireCourse);
export type GradeInput = z.input<typeof GradeInputSchema>;

/** POST /api/grades/sheet: a teacher's (or staff's) grades for one course and term, saved together or not at all. */
export const GradeSheetSchema = z.object({
  course_id: IdSchema,
  semester: z.enum(
    SEMESTER_CODES,
    inReadersLanguage(/*i18n*/ { id: 'validation.semesterInvalid', message: 'Semestre inválido' }),
  ),
  academic_year: AcademicYearSchema,
  grades: z
    .array(z.object({ student_id: IdSchema, grade: GradeValueSchema }))
    .min(1, inReadersLanguage(/*i18n*/ { id: 'grades.gradesRequired', message: 'Escribe al menos una nota' }))
    .max(500, inReadersLanguage(/*i18n*/ { id: 'grades.tooManyGrades', message: 'Máximo 500 notas por envío' }))
    .refine(
      (rows) => new Set(rows.map((row) => row.student_id)).size === rows.length,
      inReadersLanguage(/*i18n*/ { id: 'grades.studentOnce', message: 'Cada estudiante una sola vez' }),
    ),
  /** Staff only: why students not on the roster of that term are graded (the audit log keeps it). */
  reason: gradeReason,
});
export type GradeSheetInput = z.input<typeof GradeSheetSchema>;

/**
 * GET /api/grades: staff see all, a teacher the grades of the courses they teach (and their grades of no course), a
 * student their own; filters narrow it. A page of `limit` after `cursor` (decision 009), or without `limit` every
 * grade that matches: the screens ask for one student's record or one course's term whole.
 */
export const GradeListQuerySchema = z.object({
  student_id: IdSchema.optional(),
  course_id: IdSchema.optional(),
  course_title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  semester: z
    .enum(
      SEMESTER_CODES,
      inReadersLanguage(/*i18n*/ { id: 'validation.semesterInvalid', message: 'Semestre inválido' }),
    )
    .optional(),
  academic_year: z.coerce.number().int().min(ACADEMIC_YEAR_MIN).max(3000).optional(),
  limit: ListQuerySchema.shape.limit,
  cursor: ListQuerySchema.shape.cursor,
});
export type GradeListQuery = z.output<typeof GradeListQuerySchema>;

/**
 * GET /api/grades/summary: how many grades the caller may read and of how many students (a teacher: the courses they
 * teach and their grades of no course, as GET /api/grades answers them), counted by the database.
 */
export const GradeSummarySchema = z.object({ students: z.number(), grades: z.number() });
export type GradeSummary = z.infer<typeof GradeSummarySchema>;

/** GET /api/grades/courses: the courses the caller may grade in (a teacher's own; staff every course, by name or code). */
export const GradeCourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  course_code: z.string(),
  teacher_id: z.number().nullable(),
  teacher_name: z.string().nullable(),
});
export type GradeCourse = z.infer<typeof GradeCourseSchema>;

export const GRADE_MESSAGES = {
  notFound: /*i18n*/ { id: 'grades.notFound', message: 'Nota no encontrada' },
  notYourGrade: /*i18n*/ {
    id: 'grades.notYourGrade',
    message: 'Solo puedes registrar o corregir las notas de tus propios cursos',
  },
  unknownCourse: /*i18n*/ { id: 'grades.unknownCourse', message: 'El curso no existe' },
  notYourCourse: /*i18n*/ {
    id: 'grades.notYourCourse',
    message: 'Solo puedes registrar notas de los cursos que impartes',
  },
  unknownStudent: /*i18n*/ { id: 'grades.unknownStudent', message: 'El estudiante no existe' },
  unknownTeacher: /*i18n*/ { id: 'grades.unknownTeacher', message: 'El profesor no existe' },
  /** Values: `ids`, joined by ', '. */
  unknownStudents: /*i18n*/ { id: 'grades.unknownStudents', message: 'Estudiantes que no existen: {ids}' },
  /** A teacher grading a student who is not on the course's roster for that term (nothing is saved). */
  notEnrolledOne: /*i18n*/ {
    id: 'grades.notEnrolledOne',
    message: '{name} no está inscrito en este curso en ese periodo: pide a la administración que lo inscriba.',
  },
  /** Values: `names`, joined by ', '. */
  notEnrolledMany: /*i18n*/ {
    id: 'grades.notEnrolledMany',
    message:
      'Estos estudiantes no están inscritos en este curso en ese periodo: {names}. Pide a la administración que los inscriba.',
  },
  /** Staff grading a student who is not on the roster without saying why. */
  /** Values: `names`, joined by ', '. */
  reasonRequiredOne: /*i18n*/ {
    id: 'grades.reasonRequiredOne',
    message:
      '{names} no está inscrito en este curso en ese periodo: escribe el motivo para registrar la nota de todos modos.',
  },
  reasonRequiredMany: /*i18n*/ {
    id: 'grades.reasonRequiredMany',
    message:
      '{names} no están inscritos en este curso en ese periodo: escribe el motivo para registrar la nota de todos modos.',
  },
} as const;
