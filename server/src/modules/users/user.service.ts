import { eq, sql } from 'drizzle-orm';
import type { RegisterInput } from '@contracts/auth';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/password';
import { hashNewPassword } from '../auth/password-policy';
import { ownProfileRecord } from '../../shared/people/own-records';

export type UserRow = typeof users.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(options: { db: DbOrTx; email: string }): Promise<UserRow | undefined> {
  const [row] = await options.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(options.email)))
    .limit(1);
  return row;
}

async function assertFree(db: DbOrTx, email: string, username: string): Promise<void> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${normaliseEmail(email)} OR lower(${users.username}) = ${username.toLowerCase()}`,
    );
  if (taken.some((row) => row.email.toLowerCase() === normaliseEmail(email))) {
    throw new AppError(
      'EMAIL_TAKEN',
      /*i18n*/ { id: 'users.emailTaken', message: 'A user with this email already exists.' },
    );
  }
  if (taken.length > 0)
    throw new AppError(
      'USERNAME_TAKEN',
      /*i18n*/ { id: 'users.usernameTaken', message: 'This username is already taken.' },
    );
}

/** A username made from the email's local part, numbered when taken: for accounts made with a profile. */
export async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 40)
    .padEnd(3, '0');
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${base.toLowerCase()}%`}`);
  const names = new Set(taken.map((row) => row.username.toLowerCase()));
  if (!names.has(base.toLowerCase())) return base;
  for (let suffix = 2; ; suffix++) if (!names.has(`${base}-${suffix}`.toLowerCase())) return `${base}-${suffix}`;
}

/**
 * Creates a user; a taken email or username is a 409, a common password a 400 (unless `allowCommonPassword`: the
 * first administrator's ADMIN_PASSWORD, which is warned about instead). Run it inside the caller's transaction.
 */
export async function createUser(options: {
  db: DbOrTx;
  input: RegisterInput;
  allowCommonPassword?: boolean;
}): Promise<UserRow> {
  const { db, input } = options;
  await assertFree(db, input.email, input.username);
  const passwordHash = options.allowCommonPassword
    ? await hashPassword(input.password)
    : await hashNewPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      username: input.username.trim(),
      passwordHash,
      role: input.role,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface UserProfile {
  id: number;
  full_name: string;
}

/** The teacher or student profile linked to a user (of its role's kind), as `{ id, full_name }`. */
export async function findProfile(options: {
  db: DbOrTx;
  user: Pick<UserRow, 'id' | 'role'>;
}): Promise<UserProfile | null> {
  const row = await ownProfileRecord(options.db, options.user);
  return row ? { id: row.id, full_name: row.fullName } : null;
}
