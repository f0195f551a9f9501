import { z } from 'zod';

export const ROLES = ['staff', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  staff: 'Staff Administrator',
  teacher: 'Teacher',
  student: 'Student',
};

/** Roles are compared in lower case; some clients write them upper case. */
export const RoleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(ROLES, { error: 'Please select a role.' }),
);
