import { z } from 'zod';
import { SEMESTER_CODES } from './catalogues/semesters';
import { AcademicYearSchema } from './grades';
import { IdSchema } from './ids';
import { ListQuerySchema } from './lists';
import { inReadersLanguage } from './i18n/texts';

/*
 * Course rosters (issue 42): a student enrolled in a course for one term — the term as grades name it (`semester`,
 * `academic_year`). Staff enrol one by one, from a CSV of student ids or emails, or by copying another course's
 * roster, and remove enrolments; staff and the course's teacher read the roster; a student reads their own courses.
 */

const semester = z.enum(
  SEMESTER_CODES,
  inReadersLanguage(/*i18n*/ { id: 'validation.semesterInvalid', message: 'Semestre inválido' }),
);

/** A term: the semester code and the academic year. */
export const TermSchema = z.object({ semester, academic_year: AcademicYearSchema });
export type Term = z.input<typeof TermSchema>;

/** GET /api/courses/{id}/enrolments: one term's roster, q by name, code or email; the list pattern (decision 009). */
export const RosterQuerySchema = ListQuerySchema.extend(TermSchema.shape);
export type RosterQuery = z.output<typeof RosterQuerySchema>;

/** GET /api/courses/{id}/enrolments.csv: one term's roster, whole. */
export const RosterExportQuerySchema = TermSchema;

/** One student on a course's roster for a term. */
export const EnrolmentSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  student_code: z.string(),
  student_email: z.string(),
  semester: z.string(),
  academic_year: z.number(),
  created_at: z.string(),
  /** Whether the caller may remove it (enrolment.policy.ts). */
  can: z.object({ delete: z.boolean() }),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** POST /api/courses/{id}/enrolments: one student into the course for a term (staff). */
export const EnrolStudentSchema = TermSchema.extend({ student_id: IdSchema });
export type EnrolStudentInput = z.input<typeof EnrolStudentSchema>;

/** POST /api/courses/{id}/enrolments/copy: every student of another course's term into this course's term (staff). */
export const CopyRosterSchema = TermSchema.extend({
  from_course_id: IdSchema,
  from_semester: semester,
  from_academic_year: AcademicYearSchema,
});
export type CopyRosterInput = z.input<typeof CopyRosterSchema>;

/** What an enrolment by file or copy did: how many were added and how many were on the roster already. */
export const RosterChangeSchema = z.object({ enrolled: z.number(), already: z.number() });
export type RosterChange = z.infer<typeof RosterChangeSchema>;

/** The multipart text fields of POST /api/courses/{id}/enrolments/import, sent before the file. */
export const RosterImportFieldsSchema = TermSchema;

/** A roster file: at most this many bytes and student lines. */
export const ROSTER_FILE_MAX_BYTES = 1_000_000;
export const ROSTER_FILE_MAX_ROWS = 2_000;

/** GET /api/student/courses: a course the signed-in student is enrolled in, for one term. */
export const StudentCourseSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  course_name: z.string(),
  course_code: z.string(),
  teacher_name: z.string().nullable(),
  semester: z.string(),
  academic_year: z.number(),
});
export type StudentCourse = z.infer<typeof StudentCourseSchema>;

/** The roster's words, in one place for the server and the screens. */
export const ROSTER_MESSAGES = {
  notFound: /*i18n*/ { id: 'rosters.notFound', message: 'Inscripción no encontrada' },
  unknownCourse: /*i18n*/ { id: 'rosters.unknownCourse', message: 'El curso no existe' },
  unknownStudent: /*i18n*/ { id: 'rosters.unknownStudent', message: 'El estudiante no existe' },
  /** Values: `name`. */
  alreadyEnrolled: /*i18n*/ {
    id: 'rosters.alreadyEnrolled',
    message: '{name} ya está inscrito en este curso en ese periodo.',
  },
  fileRequired: /*i18n*/ {
    id: 'rosters.fileRequired',
    message: 'Sube un archivo CSV con los carnés o correos de los estudiantes.',
  },
  /** Values: `megabytes`. */
  fileTooLarge: /*i18n*/ { id: 'rosters.fileTooLarge', message: 'El archivo supera {megabytes} MB.' },
  notCsv: /*i18n*/ { id: 'rosters.notCsv', message: 'El archivo no es un CSV legible.' },
  emptyFile: /*i18n*/ {
    id: 'rosters.emptyFile',
    message: 'El archivo no nombra a ningún estudiante: una línea por carné o correo.',
  },
  /** Values: `max`, written as a number of the reader's language. */
  tooManyRows: /*i18n*/ { id: 'rosters.tooManyRows', message: 'El archivo tiene más de {max, number} estudiantes.' },
  /** Values: `lines`, each written with `unknownLine`, then `unknownMore` past the first 20 (`rosterLinesText`). */
  unknownLine: /*i18n*/ {
    id: 'rosters.unknownLine',
    message: 'Nadie fue inscrito: esta línea no corresponde a ningún estudiante: {lines}.',
  },
  unknownLines: /*i18n*/ {
    id: 'rosters.unknownLines',
    message: 'Nadie fue inscrito: estas líneas no corresponden a ningún estudiante: {lines}.',
  },
  /** Values: `line`, `value`. */
  unknownLineEntry: /*i18n*/ { id: 'rosters.unknownLineEntry', message: 'línea {line} ({value})' },
  /** Values: `lines`, `more`. */
  unknownMore: /*i18n*/ { id: 'rosters.unknownMore', message: '{lines} y {more} más' },
  sameRoster: /*i18n*/ {
    id: 'rosters.sameRoster',
    message: 'Elige otro curso o periodo: es la misma lista de estudiantes.',
  },
} as const;

/**
 * The CSV export's columns (header row) as the screens name them, in the requester's language (decision 040); the
 * roster import finds the student id or email column under either language's header.
 */
export const ROSTER_CSV_COLUMNS = {
  es: ['Carné', 'Nombre', 'Correo', 'Semestre', 'Año académico', 'Inscrito el'],
  en: ['Student ID', 'Name', 'Email', 'Semester', 'Academic year', 'Enrolled on'],
} as const;
