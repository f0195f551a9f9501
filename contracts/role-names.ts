import type { Text } from './i18n/texts';

/** The roles and their names, without zod: a first screen that only shows a role imports this, not the schema. */
export const ROLES = ['staff', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** A role's name (spec §2.3), written in the reader's language with `translate` / `labelOf`. */
export const ROLE_LABELS: Record<Role, Text> = {
  staff: /*i18n*/ { id: 'roles.staff', message: 'Staff Administrator' },
  teacher: /*i18n*/ { id: 'roles.teacher', message: 'Teacher' },
  student: /*i18n*/ { id: 'roles.student', message: 'Student' },
};
