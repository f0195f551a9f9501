/** The grade sheet's words (/teacher/grades), in one place. */
export const GRADE_SHEET_TEXTS = {
  loading: 'Cargando la lista y las notas…',
  emptyRoster:
    'Nadie está inscrito en este curso en este periodo. La administración inscribe a los estudiantes desde el curso.',
  gradesFailed: 'No se pudieron cargar las notas de este periodo.',
  rosterFailed: 'No se pudo cargar la lista de estudiantes de este periodo.',
  notEnrolled: 'no inscrito',
  rosterCount: (count: number) => `${count} ${count === 1 ? 'estudiante inscrito' : 'estudiantes inscritos'}.`,
  discard: 'Descartar cambios',
  locked: 'Guarda o descarta los cambios para cambiar de curso o de periodo.',
} as const;
