/** The course screens' texts (§8, §2.12). */
export const COURSE_TEXTS = {
  created: 'Curso creado',
  createdDetail: 'El curso ha sido creado exitosamente',
  updated: 'Curso actualizado',
  deleted: 'Curso eliminado',
  createFailed: 'Error al crear el curso',
  updateFailed: 'Error al actualizar el curso',
  listFailed: 'Error al cargar los cursos',
  itemFailed: 'Error al cargar el curso',
  invalidId: 'ID de curso inválido',
  empty: 'No se encontraron cursos',
  badUrl: 'URL inválida',
  badUrlDetail: 'Por favor, ingresa una URL válida',
  noTeacher: 'Ninguno',
} as const;
