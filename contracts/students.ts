import { z } from 'zod';
import { EMAIL_MAX, spanishPasswordSchema } from './auth';
import { ListQuerySchema } from './lists';
import { inReadersLanguage } from './i18n/texts';

export const StudentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  student_id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  enrollment_year: z.number().nullable(),
  program: z.string().nullable(),
  can_upload_documents: z.boolean(),
  is_active: z.boolean(),
  profile_photo: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Student = z.infer<typeof StudentSchema>;

/** What the caller may do with a student of the staff screens, as the students' rules decide it (student.policy.ts). */
export const StudentAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type StudentAbilities = z.infer<typeof StudentAbilitiesSchema>;

/** A student of the staff list and the staff detail: the record and what the caller may do with it. */
export const StaffStudentSchema = StudentSchema.extend({ can: StudentAbilitiesSchema });
export type StaffStudent = z.infer<typeof StaffStudentSchema>;

export const ENROLLMENT_YEAR_MIN = 1990;
const enrollmentYearMax = () => new Date().getFullYear() + 1;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(max, inReadersLanguage(/*i18n*/ { id: 'validation.maxChars', message: 'Máximo {max} caracteres' }, { max }))
      .nullish(),
  );

/** The fields staff edit (and a new student starts with). */
export const StudentFieldsSchema = z.object({
  full_name: z
    .string(inReadersLanguage(/*i18n*/ { id: 'validation.nameRequired', message: 'El nombre es obligatorio' }))
    .trim()
    .min(1, inReadersLanguage(/*i18n*/ { id: 'validation.nameRequired', message: 'El nombre es obligatorio' }))
    .max(200, inReadersLanguage(/*i18n*/ { id: 'validation.max200', message: 'Máximo 200 caracteres' })),
  student_id: z
    .string(inReadersLanguage(/*i18n*/ { id: 'students.studentIdRequired', message: 'El carné es obligatorio' }))
    .trim()
    .min(1, inReadersLanguage(/*i18n*/ { id: 'students.studentIdRequired', message: 'El carné es obligatorio' }))
    .max(40, inReadersLanguage(/*i18n*/ { id: 'validation.max40', message: 'Máximo 40 caracteres' }))
    .regex(
      /^[A-Za-z0-9._-]+$/,
      inReadersLanguage(
        /*i18n*/ { id: 'validation.codeCharacters', message: 'Usa solo letras, números, punto, guion o guion bajo' },
      ),
    ),
  phone: optionalText(40),
  program: optionalText(200),
  enrollment_year: z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number(inReadersLanguage(/*i18n*/ { id: 'validation.enrolmentYearInvalid', message: 'Año de ingreso inválido' }))
      .int(inReadersLanguage(/*i18n*/ { id: 'validation.enrolmentYearInvalid', message: 'Año de ingreso inválido' }))
      .min(
        ENROLLMENT_YEAR_MIN,
        inReadersLanguage(/*i18n*/ { id: 'validation.enrolmentYearInvalid', message: 'Año de ingreso inválido' }),
      )
      .refine(
        (year) => year <= enrollmentYearMax(),
        inReadersLanguage(/*i18n*/ { id: 'validation.enrolmentYearInvalid', message: 'Año de ingreso inválido' }),
      )
      .nullish(),
  ),
  can_upload_documents: z.boolean().default(false),
  is_active: z.boolean().default(true),
});
export type StudentFields = z.input<typeof StudentFieldsSchema>;

/** POST /api/staff/students: the student and their account (role student) in one transaction. */
export const CreateStudentSchema = StudentFieldsSchema.extend({
  email: z
    .email(
      inReadersLanguage(
        /*i18n*/ { id: 'login.invalidEmail', message: 'Por favor ingresa un correo electrónico válido.' },
      ),
    )
    .max(
      EMAIL_MAX,
      inReadersLanguage(
        /*i18n*/ { id: 'login.invalidEmail', message: 'Por favor ingresa un correo electrónico válido.' },
      ),
    ),
  password: spanishPasswordSchema(),
});
export type CreateStudentInput = z.input<typeof CreateStudentSchema>;
export type CreateStudent = z.output<typeof CreateStudentSchema>;

/** PUT /api/staff/students/{id}. */
export const UpdateStudentSchema = StudentFieldsSchema;
export type UpdateStudent = z.output<typeof UpdateStudentSchema>;

/** PUT /api/student/profile: what a student changes of their own record (the photo has its own call). */
export const OwnStudentSchema = z.object({ phone: optionalText(40) });
export type OwnStudentInput = z.input<typeof OwnStudentSchema>;

/** GET /api/staff/students: q matches name, student id or email. */
export const StudentListQuerySchema = ListQuerySchema;

export const STUDENT_MESSAGES = {
  notFound: /*i18n*/ { id: 'students.notFound', message: 'Estudiante no encontrado' },
  forbidden: /*i18n*/ { id: 'students.forbidden', message: 'No tienes permiso para ver este estudiante.' },
  /** Values: `code`. */
  studentIdTaken: /*i18n*/ { id: 'students.studentIdTaken', message: 'Ya existe un estudiante con el carné {code}' },
  emailTaken: /*i18n*/ { id: 'students.emailTaken', message: 'Ya existe un usuario con este correo electrónico' },
} as const;
