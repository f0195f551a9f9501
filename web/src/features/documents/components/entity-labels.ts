import type { UploadOwnerKind } from '@contracts/catalogues/documents';

/** What each owner kind is called on the document screens. */
export const ENTITY_LABELS: Record<UploadOwnerKind, { tab: string; one: string; search: string; placeholder: string }> =
  {
    teacher: {
      tab: 'Profesores',
      one: 'Profesor',
      search: 'Buscar profesor',
      placeholder: 'Buscar por código o nombre',
    },
    course: { tab: 'Cursos', one: 'Curso', search: 'Buscar curso', placeholder: 'Buscar por nombre o código' },
    student: {
      tab: 'Estudiantes',
      one: 'Estudiante',
      search: 'Buscar estudiante',
      placeholder: 'Buscar por nombre o carné',
    },
  };
