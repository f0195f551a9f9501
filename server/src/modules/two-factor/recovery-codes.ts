import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@contracts/two-factor';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes } from '../../db/schema/index';
import { hashToken } from '../../lib/token-hash';

// No 0/o, 1/l/i: easy to copy from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const characters = Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A code as typed (any case, spaces or dashes) to the form its digest was made of. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function digest(code: string): string {
  return hashToken(normalizeRecoveryCode(code));
}

/** Ten new codes replace the person's earlier ones; answers them once (only digests are kept). */
export async function replaceRecoveryCodes(options: { db: DbOrTx; userId: number }): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await options.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.userId));
  await options.db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId: options.userId, codeHash: digest(code) })));
  return codes;
}

/** Uses a code up: true once for a right, unused code of the person, false ever after. */
export async function spendRecoveryCode(options: { db: DbOrTx; userId: number; code: string }): Promise<boolean> {
  const spent = await options.db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, options.userId),
        eq(recoveryCodes.codeHash, digest(options.code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(options: { db: DbOrTx; userId: number }): Promise<number> {
  const [row] = await options.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, options.userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function removeRecoveryCodes(options: { db: DbOrTx; userId: number }): Promise<void> {
  await options.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.userId));
}
