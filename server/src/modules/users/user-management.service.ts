import { AUDIT_MASK } from '@contracts/audit';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { USER_MESSAGES, type ResetPassword, type UpdateUser, type UserListQuery } from '@contracts/users';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { peopleSearchTexts, students, teachers, userSearchText, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/text-search';
import type { ListPage } from '../../lib/list-page';
import { keysetList } from '../../lib/list-sql';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { hashNewPassword } from '../auth/password-policy';
import { writePasswordHash } from '../auth/password-write';
import { revokeUserSessions } from '../auth/session.service';
import { removeRecipientAwards } from '../badges/user-badge.service';
import type { ProfileKind } from '../../shared/people/own-records';
import {
  canChangeOwnAccountThisWay,
  keepsAnEnabledStaff,
  profileAllowsChange,
  type AccountChange,
} from './user-management.policy';
import type { UserRow } from './user.service';

export type ManagedUserRow = UserRow & { profile: ProfileKind | null };

/** Which profile each account owns, for a page of accounts: two index lookups, whatever the size of the school. */
async function withProfiles(db: DbOrTx, rows: UserRow[]): Promise<ManagedUserRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [teacherOwners, studentOwners] = await Promise.all([
    db
      .select({ userId: teachers.userId })
      .from(teachers)
      .where(sql`${teachers.userId} = any(${sql.param(ids)}::int[])`),
    db
      .select({ userId: students.userId })
      .from(students)
      .where(sql`${students.userId} = any(${sql.param(ids)}::int[])`),
  ]);
  const owners = new Map<number, ProfileKind>([
    ...teacherOwners.map((row) => [row.userId, 'teacher'] as const),
    ...studentOwners.map((row) => [row.userId, 'student'] as const),
  ]);
  return rows.map((row) => ({ ...row, profile: owners.get(row.id) ?? null }));
}

/**
 * Accounts whose username or email contains `q`, or whose teacher's or student's record's name does (a student's
 * student id too), by the one search rule (lib/text-search.ts): the ids of the three, each read from its trigram
 * index, so that a rare name costs a few index reads, not a fold of every account in list order.
 */
function userSearchFilter(q: string): SQL {
  return sql`${users.id} in (select ${users.id} from ${users} where ${matchesSearch(userSearchText, q)}
    union select ${teachers.userId} from ${teachers} where ${matchesSearch(peopleSearchTexts.teacherName, q)}
    union select ${students.userId} from ${students} where ${matchesSearch(peopleSearchTexts.studentPicker, q)})`;
}

/**
 * Accounts by username (then id), searched by username, email or their person's name, filtered by role: the list
 * pattern (decision 009).
 */
export async function listUsers(options: { db: Database; query: UserListQuery }): Promise<ListPage<ManagedUserRow>> {
  const { db, query } = options;
  const filters: SQL[] = [];
  if (query.q) filters.push(userSearchFilter(query.q));
  if (query.role) filters.push(eq(users.role, query.role));
  const page = await keysetList({
    db,
    table: users,
    counted: 'users',
    sortKey: 'username',
    where: filters.length > 0 ? and(...filters) : undefined,
    query,
  });
  return { ...page, rows: await withProfiles(db, page.rows) };
}

/**
 * Changes to accounts take turns, across every app server (a transaction-scoped advisory lock): two staff disabling
 * each other at the same moment are judged one after the other, so the second sees the first's change and the
 * last-administrator rule holds, without the deadlock two row locks taken in opposite orders would make.
 */
async function lockedUser(tx: Tx, id: number): Promise<ManagedUserRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user-management'))`);
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('USER_NOT_FOUND', USER_MESSAGES.notFound);
  return (await withProfiles(tx, [row]))[0]!;
}

/**
 * The rules that protect the school from itself (user-management.policy.ts), in their order, under lockedUser's lock:
 * not one's own account, not an account with a profile (its role, its deletion), not the last enabled staff.
 */
async function assertAllowed(tx: Tx, actorId: number, account: ManagedUserRow, change: AccountChange): Promise<void> {
  const rule = { db: tx, user: { id: actorId }, account, change };
  if (!(await canChangeOwnAccountThisWay(rule))) throw new AppError('OWN_ACCOUNT', USER_MESSAGES.ownAccount);
  if (!(await profileAllowsChange(rule))) {
    const profile = account.profile!;
    throw change.delete
      ? new AppError('USER_HAS_PROFILE', USER_MESSAGES.hasProfile[profile])
      : new AppError('PROFILE_KEEPS_ROLE', USER_MESSAGES.profileKeepsRole[profile]);
  }
  if (!(await keepsAnEnabledStaff(rule))) throw new AppError('LAST_STAFF', USER_MESSAGES.lastStaff);
}

const audited = (row: UserRow) => ({ role: row.role, disabled: row.disabledAt !== null });

/** A new role, or the account disabled (its sessions end) or enabled again. */
export async function updateUser(options: {
  db: Database;
  actorId: number;
  id: number;
  input: UpdateUser;
}): Promise<ManagedUserRow> {
  const { input } = options;
  return options.db.transaction(async (tx) => {
    const current = await lockedUser(tx, options.id);
    await assertAllowed(tx, options.actorId, current, { role: input.role, disabled: input.disabled });
    const disabling = input.disabled === true && current.disabledAt === null;
    const disabledAt =
      input.disabled === undefined ? current.disabledAt : input.disabled ? (current.disabledAt ?? new Date()) : null;
    const [row] = await tx
      .update(users)
      .set({ role: input.role ?? current.role, disabledAt })
      .where(eq(users.id, current.id))
      .returning();
    if (disabling) await revokeUserSessions({ db: tx, userId: current.id });
    const changes = changesBetween(audited(current), audited(row!));
    if (changes) {
      const code = disabling
        ? 'userDisabled'
        : input.disabled === false && current.disabledAt
          ? 'userEnabled'
          : 'userUpdated';
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code, params: { username: current.username } },
        entityType: 'user',
        entityId: current.id,
        changes,
      });
    }
    return { ...row!, profile: current.profile };
  });
}

/** Staff set a new password; every session and one-time link of the account ends. */
export async function resetPassword(options: {
  db: Database;
  actorId: number;
  id: number;
  input: ResetPassword;
}): Promise<void> {
  const passwordHash = await hashNewPassword(options.input.password);
  await options.db.transaction(async (tx) => {
    const current = await lockedUser(tx, options.id);
    await writePasswordHash({ db: tx, userId: current.id, passwordHash });
    await revokeUserSessions({ db: tx, userId: current.id });
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'userPasswordReset', params: { username: current.username } },
      entityType: 'user',
      entityId: current.id,
      changes: { password: { before: AUDIT_MASK, after: AUDIT_MASK } },
    });
  });
}

/** Deletes an account without a teacher or student profile (its sessions and notifications go with it). */
export async function deleteUser(options: { db: Database; actorId: number; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const current = await lockedUser(tx, options.id);
    await assertAllowed(tx, options.actorId, current, { delete: true });
    // The account's badges (awarded to it as staff) go with it, their credentials revoked ('holder_deleted').
    await removeRecipientAwards({ tx, userType: 'staff', userId: current.id });
    await tx.delete(users).where(eq(users.id, current.id));
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'userDeleted', params: { username: current.username } },
      entityType: 'user',
      entityId: current.id,
      changes: changesBetween({ username: current.username, email: current.email, role: current.role }, {}),
    });
  });
}
