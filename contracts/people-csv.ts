import type { Language } from './languages';

/**
 * The CSV columns of the teacher and student exports, which are also the import templates' columns: a file exported
 * can be edited and imported back (the export and the template head them with the labels of PEOPLE_CSV_HEADERS in
 * the requester's language; the import reads either language's, and these field names). Lists (titles, areas, countries) are codes separated by ';'.
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

/** The headers of a column: the label the screens give the field in each language, and other names an import reads. */
export interface CsvColumnHeaders {
  es: string;
  en: string;
  /** Also read by an import: the field name unless the English label is it already (files exported before, scripts), then other usual names. */
  also: readonly string[];
}

/**
 * The headers of each column (decision 040): an export and the import template head each column with its label in
 * the requester's language; an import reads either language's labels and the other names, whoever imports it (a
 * file made in English imports on a Spanish screen). Matched ignoring case, accents, surrounding spaces and `_` for a
 * space (csvHeaderKey). They are the file's format rather than a screen's text, so both languages are here, side by
 * side, not in the catalogues of one language each.
 */
export const PEOPLE_CSV_HEADERS: {
  teachers: Record<TeacherCsvColumn, CsvColumnHeaders>;
  students: Record<StudentCsvColumn, CsvColumnHeaders>;
} = {
  teachers: {
    full_name: { es: 'Nombre completo', en: 'Full name', also: ['Nombre', 'Name'] },
    email: { es: 'Correo electrónico', en: 'Email', also: ['Correo', 'E-mail', 'Email address'] },
    teacher_code: { es: 'Código de profesor', en: 'Teacher code', also: ['Código', 'Code'] },
    phone: { es: 'Teléfono', en: 'Phone', also: ['Phone number'] },
    start_year: { es: 'Año de inicio', en: 'Start year', also: [] },
    experience_years: { es: 'Años de experiencia', en: 'Years of experience', also: ['experience_years'] },
    birthdate: { es: 'Fecha de nacimiento', en: 'Date of birth', also: ['birthdate'] },
    academic_titles: {
      es: 'Títulos académicos',
      en: 'Academic titles',
      also: ['Título académico', 'Academic title'],
    },
    expertise_areas: {
      es: 'Áreas de especialidad',
      en: 'Areas of expertise',
      also: ['expertise_areas', 'Área de especialidad', 'Area of expertise'],
    },
    countries: { es: 'Países', en: 'Countries', also: ['País', 'Country'] },
    esarte_alumni: { es: 'Egresado de Esarte', en: 'Esarte alumni', also: ['Egresada de Esarte'] },
    is_active: { es: 'Activo', en: 'Active', also: ['is_active', 'Profesor activo', 'Activa'] },
    bio: { es: 'Biografía', en: 'Biography', also: ['bio'] },
  },
  students: {
    full_name: { es: 'Nombre completo', en: 'Full name', also: ['Nombre', 'Name'] },
    student_id: {
      es: 'Carné',
      en: 'Student ID',
      also: ['Carnet', 'Matrícula', 'ID de estudiante', 'Student number'],
    },
    email: { es: 'Correo electrónico', en: 'Email', also: ['Correo', 'E-mail', 'Email address'] },
    phone: { es: 'Teléfono', en: 'Phone', also: ['Phone number'] },
    program: { es: 'Programa', en: 'Program', also: ['Programme'] },
    enrollment_year: { es: 'Año de ingreso', en: 'Enrollment year', also: [] },
    can_upload_documents: { es: 'Puede subir documentos', en: 'Can upload documents', also: [] },
    is_active: { es: 'Activo', en: 'Active', also: ['is_active', 'Estudiante activo', 'Activa'] },
  },
};

/** Every name an import reads for a column: its labels in both languages, then the others. */
export const csvHeaderNames = (headers: CsvColumnHeaders): string[] => [headers.es, headers.en, ...headers.also];

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
      Object.entries(columns as Record<string, CsvColumnHeaders>).flatMap(([column, headers]) =>
        csvHeaderNames(headers).map((name) => [csvHeaderKey(name), column] as const),
      ),
    ),
  ]),
) as Record<PeopleCsvKind, Map<string, string>>;

/** The column a file's header names (in either language), or undefined when it names none of this kind's columns. */
export function csvColumnOfHeader(kind: PeopleCsvKind, header: string): string | undefined {
  return HEADER_INDEX[kind].get(csvHeaderKey(header));
}

/** The header an export and the template write for a column, in the reader's language. */
export function csvHeaderLabel(kind: PeopleCsvKind, column: string, language: Language): string {
  return (PEOPLE_CSV_HEADERS[kind] as Record<string, CsvColumnHeaders>)[column]?.[language] ?? column;
}

/** The header row of an export and of the template, in the export's column order and the reader's language. */
export function csvTemplateHeaders(kind: PeopleCsvKind, language: Language): string[] {
  return (kind === 'students' ? STUDENT_CSV_COLUMNS : TEACHER_CSV_COLUMNS).map((column) =>
    csvHeaderLabel(kind, column, language),
  );
}

/** The separator of list values inside one CSV cell. */
export const CSV_LIST_SEPARATOR = ';';
