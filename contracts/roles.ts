import { z } from 'zod';
import { ROLES } from './role-names';
import { inReadersLanguage } from './i18n/texts';

export { ROLE_LABELS, ROLES, type Role } from './role-names';

/** Roles are compared in lower case; some clients write them upper case. */
export const RoleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(ROLES, inReadersLanguage(/*i18n*/ { id: 'users.roleRequired', message: 'Please select a role.' })),
);
