import type { User } from '@contracts/auth';
import type { ManagedUser, UserAbilities } from '@contracts/users';
import type { users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;

/** What leaves the server of a user: never the password hash (a session's user does not even carry it). */
export function presentUser(row: Omit<UserRow, 'passwordHash' | 'disabledAt' | 'searchText'>): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A row of user management: the account, its profile kind, whether it is disabled and what the caller may do with it
 * (`userAbilities`); never the password hash.
 */
export function presentManagedUser(
  row: Omit<UserRow, 'passwordHash'> & { profile: 'teacher' | 'student' | null },
  can: UserAbilities,
): ManagedUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profile: row.profile,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can,
  };
}
