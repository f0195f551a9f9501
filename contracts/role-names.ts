/** The roles and their names, without zod: a first screen that only shows a role imports this, not the schema. */
export const ROLES = ['staff', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  staff: 'Staff Administrator',
  teacher: 'Teacher',
  student: 'Student',
};
