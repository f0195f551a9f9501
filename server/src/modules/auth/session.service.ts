import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/token-hash';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createSession(options: {
  db: DbOrTx;
  userId: number;
  ipAddress?: string;
  userAgent?: string;
  now?: Date;
  secondFactorSetupPending?: boolean;
}): Promise<string> {
  const { token, insert } = sessionInsert(options);
  await insert;
  return token;
}

/** createSession's new token and its statement, not run: for a caller that writes it with others in one statement. */
export function sessionInsert(options: Parameters<typeof createSession>[0]) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  const insert = options.db.insert(sessions).values({
    userId: options.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ipAddress: options.ipAddress,
    userAgent: options.userAgent?.slice(0, 300),
    secondFactorSetupPending: options.secondFactorSetupPending ?? false,
  });
  return { token, insert };
}

/** The signed-in user of a request, as services receive it: never the password hash (nor the folded search text). */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'disabledAt' | 'searchText'> & {
  sessionId: number;
  secondFactorSetupPending: boolean;
};

/**
 * Every request reads its session: a named prepared statement (planned once per pooled connection) keeps it
 * the cheapest query of the product.
 */
const sessionUserStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionUser>>();

function prepareSessionUser(db: DbOrTx) {
  return db
    .select({
      user: {
        id: users.id,
        email: users.email,
        username: users.username,
        role: users.role,
        language: users.language,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      },
      sessionId: sessions.id,
      secondFactorSetupPending: sessions.secondFactorSetupPending,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}

export async function findSessionUser(options: { db: DbOrTx; token: string }): Promise<SessionUser | undefined> {
  let statement = sessionUserStatements.get(options.db);
  if (!statement) {
    statement = prepareSessionUser(options.db);
    sessionUserStatements.set(options.db, statement);
  }
  const [row] = await statement.execute({ tokenHash: hashToken(options.token) });
  return row
    ? { ...row.user, sessionId: row.sessionId, secondFactorSetupPending: row.secondFactorSetupPending }
    : undefined;
}

export async function revokeSession(options: { db: DbOrTx; sessionId: number }): Promise<void> {
  await options.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, options.sessionId));
}

export async function revokeUserSessions(options: { db: DbOrTx; userId: number }): Promise<void> {
  await options.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt)));
}

/** Removes sessions that expired or were revoked more than a day ago; answers how many. */
export async function pruneSessions(options: { db: DbOrTx; now?: Date }): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - 24 * 60 * 60 * 1000);
  const result = await options.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))));
  return result.rowCount ?? 0;
}
