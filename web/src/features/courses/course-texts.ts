import { msg } from '@lingui/core/macro';

/** The course screens' texts (§8, §2.12), written at render with `t(descriptor)`. */
export const COURSE_TEXTS = {
  created: msg`Curso creado`,
  createdDetail: msg`El curso ha sido creado exitosamente`,
  updated: msg`Curso actualizado`,
  deleted: msg`Curso eliminado`,
  createFailed: msg`Error al crear el curso`,
  updateFailed: msg`Error al actualizar el curso`,
  listFailed: msg`Error al cargar los cursos`,
  itemFailed: msg`Error al cargar el curso`,
  invalidId: msg`ID de curso inválido`,
  empty: msg`No se encontraron cursos`,
  badUrl: msg`URL inválida`,
  badUrlDetail: msg`Por favor, ingresa una URL válida`,
  noTeacher: msg`Ninguno`,
} as const;
