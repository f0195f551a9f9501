import { labelOf } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';

/** The course roster's words (the course's page, the student's courses), in one place. */
export const ROSTER_TEXTS = {
  title: 'Estudiantes inscritos',
  description: 'La lista de cada periodo: el profesor del curso registra las notas de estos estudiantes.',
  semester: 'Semestre',
  year: 'Año académico',
  badYear: 'Año académico inválido',
  search: 'Buscar en la lista',
  searchPlaceholder: 'Nombre, carné o correo',
  loading: 'Cargando la lista',
  failed: 'No se pudo cargar la lista de estudiantes',
  empty: 'Nadie inscrito en este periodo',
  status: (shown: number, total: string) => `Mostrando ${shown} de ${total} estudiantes`,
  more: 'Cargar más',
  loadingMore: 'Cargando más estudiantes',
  remove: (name: string) => `Quitar a ${name}`,
  removeTitle: '¿Quitar de la lista?',
  removeDescription: (name: string, term: string) =>
    `${name} deja de estar inscrito en este curso en ${term}. Sus notas se conservan.`,
  removed: 'Estudiante quitado de la lista',
  enrolTitle: 'Inscribir estudiante',
  pickerLabel: 'Buscar estudiante',
  pickerPlaceholder: 'Nombre, carné o correo',
  pickerEmpty: 'Ningún estudiante con ese nombre, carné o correo.',
  pickerFailed: 'No se pudo buscar estudiantes.',
  pickerSearching: 'Buscando…',
  found: 'Estudiantes encontrados',
  enrol: (name: string) => `Inscribir a ${name}`,
  enrolled: (name: string) => `${name} inscrito`,
  importTitle: 'Inscribir desde un archivo CSV',
  importHelp:
    'Un carné o un correo por línea (la primera columna, o la columna «Carné» o «Correo»). Excel en español y UTF-8 sirven.',
  importFile: 'Archivo CSV',
  importButton: 'Inscribir desde el archivo',
  copyTitle: 'Copiar la lista de otro curso',
  copyCourse: 'Curso de origen',
  copyCoursePlaceholder: 'Elige un curso',
  copyButton: 'Copiar la lista',
  copySearch: 'Buscar curso de origen',
  copySearchPlaceholder: 'Nombre o código del curso',
  change: (result: { enrolled: number; already: number }) =>
    `${result.enrolled} ${result.enrolled === 1 ? 'estudiante inscrito' : 'estudiantes inscritos'}${
      result.already > 0 ? `; ${result.already} ya ${result.already === 1 ? 'estaba' : 'estaban'} en la lista` : ''
    }.`,
  error: 'No se pudo cambiar la lista',
  export: 'Exportar CSV',
  ownTitle: 'Mis cursos',
  ownEmpty: 'Aún no estás inscrito en ningún curso.',
  ownFailed: 'No se pudieron cargar tus cursos.',
  ownLoading: 'Cargando tus cursos…',
  noTeacher: 'Sin profesor asignado',
} as const;

/** 'Primer semestre 2026'. */
export const termLabel = (semester: string, year: number) => `${labelOf(SEMESTERS, semester)} ${year}`;
