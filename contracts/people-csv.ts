/**
 * The CSV columns of the teacher and student exports, which are also the import templates: a file exported can be
 * edited and imported back. Lists (titles, areas, countries) are codes separated by ';'. Bank data never travels in
 * a CSV (a file on someone's desktop is the usual leak); staff enter it in the teacher form.
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

/** The separator of list values inside one CSV cell. */
export const CSV_LIST_SEPARATOR = ';';
