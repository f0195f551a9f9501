import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInChallenges } from '../../db/schema/index';
import { hashToken } from '../../lib/token-hash';

export type ChallengePurpose = 'second-factor' | 'passkey-registration' | 'sso-ticket';

export const SECOND_FACTOR_TTL_MS = 5 * 60 * 1000;

export type ChallengeRow = typeof signInChallenges.$inferSelect;

/** A new single-use step of a sign-in; answers its token (only the token's digest is stored). */
export async function createChallenge(options: {
  db: DbOrTx;
  purpose: ChallengePurpose;
  userId: number;
  method?: string;
  ttlMs?: number;
  webauthnChallenge?: string;
  /** An `sso-ticket`'s browser binding hash (modules/sso/sso-browser.ts). */
  browserHash?: string | null;
}): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await options.db.insert(signInChallenges).values({
    tokenHash: hashToken(token),
    purpose: options.purpose,
    userId: options.userId,
    method: options.method ?? 'password',
    webauthnChallenge: options.webauthnChallenge,
    browserHash: options.browserHash ?? null,
    expiresAt: new Date(Date.now() + (options.ttlMs ?? SECOND_FACTOR_TTL_MS)),
  });
  return token;
}

function live(token: string, purpose: ChallengePurpose) {
  return and(
    eq(signInChallenges.tokenHash, hashToken(token)),
    eq(signInChallenges.purpose, purpose),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, new Date()),
  );
}

/** Uses the challenge up: answers its row once, to the first caller only; undefined when unknown, used or expired. */
export async function takeChallenge(options: {
  db: DbOrTx;
  token: string;
  purpose: ChallengePurpose;
}): Promise<ChallengeRow | undefined> {
  const [row] = await options.db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(live(options.token, options.purpose))
    .returning();
  return row;
}

/** Keeps the WebAuthn challenge sent with a passkey step's options on its row. */
export async function setWebauthnChallenge(options: {
  db: DbOrTx;
  token: string;
  purpose: ChallengePurpose;
  webauthnChallenge: string;
}): Promise<boolean> {
  const rows = await options.db
    .update(signInChallenges)
    .set({ webauthnChallenge: options.webauthnChallenge })
    .where(live(options.token, options.purpose))
    .returning({ tokenHash: signInChallenges.tokenHash });
  return rows.length === 1;
}

/** Removes challenges used or expired more than an hour ago. */
export async function pruneChallenges(options: { db: DbOrTx }): Promise<number> {
  const cutoff = new Date(Date.now() - 60 * 60 * 1000);
  const result = await options.db
    .delete(signInChallenges)
    .where(
      or(
        lt(signInChallenges.expiresAt, cutoff),
        and(isNotNull(signInChallenges.usedAt), lt(signInChallenges.usedAt, cutoff)),
      ),
    );
  return result.rowCount ?? 0;
}
