/**
 * The CSV columns of the teacher and student exports, which are also the import templates' columns: a file exported
 * can be edited and imported back (the export heads them with these field names, the template with the Spanish
 * headers of PEOPLE_CSV_HEADERS; the import reads both). Lists (titles, areas, countries) are codes separated by ';'.
 * Bank data never travels in a CSV (a file on someone's desktop is the usual leak); staff enter it in the teacher form.
 */
export const TEACHER_CSV_COLUMNS = [
  'full_name',
  'email',
  'teacher_code',
  'phone',
  'start_year',
  'experience_years',
  'birthdate',
  'academic_titles',
  'expertise_areas',
  'countries',
  'esarte_alumni',
  'is_active',
  'bio',
] as const;

export const STUDENT_CSV_COLUMNS = [
  'full_name',
  'student_id',
  'email',
  'phone',
  'program',
  'enrollment_year',
  'can_upload_documents',
  'is_active',
] as const;

export type TeacherCsvColumn = (typeof TEACHER_CSV_COLUMNS)[number];
export type StudentCsvColumn = (typeof STUDENT_CSV_COLUMNS)[number];
export type PeopleCsvKind = 'teachers' | 'students';

/**
 * The headers of each column: the first is the one the import template writes (the label the screens give the
 * field); the others are what an import also accepts, the field name first (files exported before, scripts).
 * Matched ignoring case, accents, surrounding spaces and `_` for a space (csvHeaderKey). English names go here too
 * when the product speaks two languages.
 */
export const PEOPLE_CSV_HEADERS: {
  teachers: Record<TeacherCsvColumn, readonly [string, ...string[]]>;
  students: Record<StudentCsvColumn, readonly [string, ...string[]]>;
} = {
  teachers: {
    full_name: ['Nombre completo', 'full_name', 'Nombre'],
    email: ['Correo electrónico', 'email', 'Correo', 'E-mail'],
    teacher_code: ['Código de profesor', 'teacher_code', 'Código'],
    phone: ['Teléfono', 'phone'],
    start_year: ['Año de inicio', 'start_year'],
    experience_years: ['Años de experiencia', 'experience_years'],
    birthdate: ['Fecha de nacimiento', 'birthdate'],
    academic_titles: ['Títulos académicos', 'academic_titles', 'Título académico'],
    expertise_areas: ['Áreas de especialidad', 'expertise_areas', 'Área de especialidad'],
    countries: ['Países', 'countries', 'País'],
    esarte_alumni: ['Egresado de Esarte', 'esarte_alumni', 'Egresada de Esarte'],
    is_active: ['Activo', 'is_active', 'Profesor activo', 'Activa'],
    bio: ['Biografía', 'bio'],
  },
  students: {
    full_name: ['Nombre completo', 'full_name', 'Nombre'],
    student_id: ['Carné', 'student_id', 'Carnet', 'Matrícula', 'ID de estudiante'],
    email: ['Correo electrónico', 'email', 'Correo', 'E-mail'],
    phone: ['Teléfono', 'phone'],
    program: ['Programa', 'program'],
    enrollment_year: ['Año de ingreso', 'enrollment_year'],
    can_upload_documents: ['Puede subir documentos', 'can_upload_documents'],
    is_active: ['Activo', 'is_active', 'Estudiante activo', 'Activa'],
  },
};

/** A header as it is compared: no accents, lower case, `_` and runs of spaces as one space, trimmed. */
export function csvHeaderKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

const HEADER_INDEX = Object.fromEntries(
  Object.entries(PEOPLE_CSV_HEADERS).map(([kind, columns]) => [
    kind,
    new Map(
      Object.entries(columns as Record<string, readonly string[]>).flatMap(([column, names]) =>
        names.map((name) => [csvHeaderKey(name), column] as const),
      ),
    ),
  ]),
) as Record<PeopleCsvKind, Map<string, string>>;

/** The column a file's header names, or undefined when it names none of this kind's columns. */
export function csvColumnOfHeader(kind: PeopleCsvKind, header: string): string | undefined {
  return HEADER_INDEX[kind].get(csvHeaderKey(header));
}

/** The header the template writes for a column. */
export function csvHeaderLabel(kind: PeopleCsvKind, column: string): string {
  return (PEOPLE_CSV_HEADERS[kind] as Record<string, readonly string[]>)[column]?.[0] ?? column;
}

/** The template's header row, in the export's column order. */
export function csvTemplateHeaders(kind: PeopleCsvKind): string[] {
  return (kind === 'students' ? STUDENT_CSV_COLUMNS : TEACHER_CSV_COLUMNS).map((column) =>
    csvHeaderLabel(kind, column),
  );
}

/** The separator of list values inside one CSV cell. */
export const CSV_LIST_SEPARATOR = ';';
