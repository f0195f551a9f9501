import { z } from 'zod';
import { PASSWORD_MIN } from './auth';
import { ListQuerySchema } from './lists';
import { ROLES, RoleSchema } from './roles';
import { inReadersLanguage } from './i18n/texts';

/** Why user management refuses an action on an account: the error code the server answers if it is asked anyway. */
export const UserActionRefusalSchema = z.enum(['OWN_ACCOUNT', 'PROFILE_KEEPS_ROLE', 'USER_HAS_PROFILE']);
export type UserActionRefusal = z.infer<typeof UserActionRefusalSchema>;

/**
 * What the caller may do with an account (user-management.policy.ts, `userAbilities`): change its role, disable it
 * (or enable it again), reset its password, remove its second factors, delete it; `refused` says why for the role,
 * disabling and deleting when they are refused. The last enabled staff administrator is checked when asked
 * (LAST_STAFF), as it depends on the other accounts.
 */
export const UserAbilitiesSchema = z.object({
  change_role: z.boolean(),
  disable: z.boolean(),
  reset_password: z.boolean(),
  remove_second_factors: z.boolean(),
  delete: z.boolean(),
  refused: z.object({
    change_role: UserActionRefusalSchema.optional(),
    disable: UserActionRefusalSchema.optional(),
    delete: UserActionRefusalSchema.optional(),
  }),
});
export type UserAbilities = z.infer<typeof UserAbilitiesSchema>;

/** A row of user management (§2.9): never a password or its hash. */
export const ManagedUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The teacher or student record the account owns; its role cannot change while it has one. */
  profile: z.enum(['teacher', 'student']).nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  can: UserAbilitiesSchema,
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** GET /api/users: q matches username or email; role filters; username order. */
export const UserListQuerySchema = ListQuerySchema.extend({ role: RoleSchema.optional() });
export type UserListQuery = z.output<typeof UserListQuerySchema>;

/** PATCH /api/users/{id}: a new role, or the account disabled (true) or enabled again (false). */
export const UpdateUserSchema = z
  .object({
    role: RoleSchema.optional(),
    disabled: z
      .boolean(inReadersLanguage(/*i18n*/ { id: 'users.disabledBoolean', message: 'disabled must be true or false.' }))
      .optional(),
  })
  .refine(
    (value) => value.role !== undefined || value.disabled !== undefined,
    inReadersLanguage(/*i18n*/ { id: 'users.changeRequired', message: 'Send a role or disabled.' }),
  );
export type UpdateUser = z.output<typeof UpdateUserSchema>;

/** POST /api/users/{id}/password: staff set a new password; the user's sessions end. */
export const ResetPasswordSchema = z.object({
  password: z
    .string(
      inReadersLanguage(/*i18n*/ { id: 'validation.passwordMin', message: 'Password must be at least 6 characters.' }),
    )
    .min(
      PASSWORD_MIN,
      inReadersLanguage(/*i18n*/ { id: 'validation.passwordMin', message: 'Password must be at least 6 characters.' }),
    )
    .max(
      256,
      inReadersLanguage(/*i18n*/ { id: 'validation.passwordMax', message: 'Password must be at most 256 characters.' }),
    ),
});
export type ResetPassword = z.output<typeof ResetPasswordSchema>;

export const USER_MESSAGES = {
  notFound: /*i18n*/ { id: 'users.notFound', message: 'User not found.' },
  lastStaff: /*i18n*/ {
    id: 'users.lastStaff',
    message: 'The last staff administrator cannot be removed, disabled or demoted.',
  },
  ownAccount: /*i18n*/ { id: 'users.ownAccount', message: 'You cannot disable, demote or delete your own account.' },
  profileKeepsRole: {
    teacher: /*i18n*/ {
      id: 'users.profileKeepsRole.teacher',
      message: 'This account has a teacher profile: its role stays teacher.',
    },
    student: /*i18n*/ {
      id: 'users.profileKeepsRole.student',
      message: 'This account has a student profile: its role stays student.',
    },
  },
  hasProfile: {
    teacher: /*i18n*/ {
      id: 'users.hasProfile.teacher',
      message: 'This account has a teacher profile: delete the teacher first.',
    },
    student: /*i18n*/ {
      id: 'users.hasProfile.student',
      message: 'This account has a student profile: delete the student first.',
    },
  },
  disabled: /*i18n*/ {
    id: 'users.disabled',
    message: 'This account is disabled. Ask a staff administrator to enable it.',
  },
} as const;
