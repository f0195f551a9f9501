import { msg, plural } from '@lingui/core/macro';

/** The grade sheet's words (/teacher/grades), in one place: descriptors written at render with `t(descriptor)`. */
export const GRADE_SHEET_TEXTS = {
  loading: msg`Cargando la lista y las notas…`,
  emptyRoster: msg`Nadie está inscrito en este curso en este periodo. La administración inscribe a los estudiantes desde el curso.`,
  gradesFailed: msg`No se pudieron cargar las notas de este periodo.`,
  rosterFailed: msg`No se pudo cargar la lista de estudiantes de este periodo.`,
  notEnrolled: msg`no inscrito`,
  rosterCount: (count: number) => plural(count, { one: '# estudiante inscrito.', other: '# estudiantes inscritos.' }),
  discard: msg`Descartar cambios`,
  locked: msg`Guarda o descarta los cambios para cambiar de curso o de periodo.`,
} as const;
