import type { User } from '@contracts/auth';
import type { users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;

/** What leaves the server of a user: never the password hash (a session's user does not even carry it). */
export function presentUser(row: Omit<UserRow, 'passwordHash'>): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
