import { z } from 'zod';
import { ROLES } from './role-names';

export { ROLE_LABELS, ROLES, type Role } from './role-names';

/** Roles are compared in lower case; some clients write them upper case. */
export const RoleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(ROLES, { error: 'Please select a role.' }),
);
