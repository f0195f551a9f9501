import { msg, plural, t } from '@lingui/core/macro';
import { labelOf } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';

/**
 * The course roster's words (the course's page, the student's courses), in one place: descriptors written at render
 * with `t(descriptor)`, and the texts with values as functions that write them in the active language.
 */
export const ROSTER_TEXTS = {
  title: msg`Estudiantes inscritos`,
  description: msg`La lista de cada periodo: el profesor del curso registra las notas de estos estudiantes.`,
  semester: msg`Semestre`,
  year: msg`Año académico`,
  badYear: msg`Año académico inválido`,
  search: msg`Buscar en la lista`,
  searchPlaceholder: msg`Nombre, carné o correo`,
  loading: msg`Cargando la lista`,
  failed: msg`No se pudo cargar la lista de estudiantes`,
  empty: msg`Nadie inscrito en este periodo`,
  status: (shown: number, total: string) => t`Mostrando ${shown} de ${total} estudiantes`,
  more: msg`Cargar más`,
  loadingMore: msg`Cargando más estudiantes`,
  remove: (name: string) => t`Quitar a ${name}`,
  removeTitle: msg`¿Quitar de la lista?`,
  removeDescription: (name: string, term: string) =>
    t`${name} deja de estar inscrito en este curso en ${term}. Sus notas se conservan.`,
  removed: msg`Estudiante quitado de la lista`,
  enrolTitle: msg`Inscribir estudiante`,
  pickerLabel: msg`Buscar estudiante`,
  pickerPlaceholder: msg`Nombre, carné o correo`,
  pickerEmpty: msg`Ningún estudiante con ese nombre, carné o correo.`,
  pickerFailed: msg`No se pudo buscar estudiantes.`,
  pickerSearching: msg`Buscando…`,
  found: msg`Estudiantes encontrados`,
  enrol: (name: string) => t`Inscribir a ${name}`,
  enrolled: (name: string) => t`${name} inscrito`,
  importTitle: msg`Inscribir desde un archivo CSV`,
  importHelp: msg`Un carné o un correo por línea (la primera columna, o la columna «Carné» o «Correo»). Excel en español y UTF-8 sirven.`,
  importFile: msg`Archivo CSV`,
  importButton: msg`Inscribir desde el archivo`,
  copyTitle: msg`Copiar la lista de otro curso`,
  copyCourse: msg`Curso de origen`,
  copyCoursePlaceholder: msg`Elige un curso`,
  copyButton: msg`Copiar la lista`,
  copySearch: msg`Buscar curso de origen`,
  copySearchPlaceholder: msg`Nombre o código del curso`,
  change: ({ enrolled, already }: { enrolled: number; already: number }) =>
    already > 0
      ? t`${plural(enrolled, { one: '# estudiante inscrito', other: '# estudiantes inscritos' })}; ${plural(already, { one: '# ya estaba en la lista', other: '# ya estaban en la lista' })}.`
      : plural(enrolled, { one: '# estudiante inscrito.', other: '# estudiantes inscritos.' }),
  error: msg`No se pudo cambiar la lista`,
  export: msg`Exportar CSV`,
  ownTitle: msg`Mis cursos`,
  ownEmpty: msg`Aún no estás inscrito en ningún curso.`,
  ownFailed: msg`No se pudieron cargar tus cursos.`,
  ownLoading: msg`Cargando tus cursos…`,
  noTeacher: msg`Sin profesor asignado`,
} as const;

/** 'Primer semestre 2026'. */
export const termLabel = (semester: string, year: number) => `${labelOf(SEMESTERS, semester)} ${year}`;
