import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';

/** What each owner kind is called on the document screens (written at render with `t(descriptor)`). */
export const ENTITY_LABELS: Record<
  UploadOwnerKind,
  { tab: MessageDescriptor; one: MessageDescriptor; search: MessageDescriptor; placeholder: MessageDescriptor }
> = {
  teacher: {
    tab: msg`Profesores`,
    one: msg`Profesor`,
    search: msg`Buscar profesor`,
    placeholder: msg`Buscar por código o nombre`,
  },
  course: {
    tab: msg`Cursos`,
    one: msg`Curso`,
    search: msg`Buscar curso`,
    placeholder: msg`Buscar por nombre o código`,
  },
  student: {
    tab: msg`Estudiantes`,
    one: msg`Estudiante`,
    search: msg`Buscar estudiante`,
    placeholder: msg`Buscar por nombre o carné`,
  },
};
