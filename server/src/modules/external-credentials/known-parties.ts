import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teachers, trustedIssuers, users } from '../../db/schema/index';
import type { Holder } from './holder-check';
import type { KnownIssuers } from './issuer-check';

/*
 * What the issuer and holder checks compare with, read from the database after the signature was verified: the
 * trusted issuers' list and the school's own issuer, and the teacher whose record it is.
 */

export async function knownIssuers(db: DbOrTx, own: KnownIssuers['own']): Promise<KnownIssuers> {
  const rows = await db.select({ did: trustedIssuers.did, name: trustedIssuers.name }).from(trustedIssuers);
  return { own, trusted: new Map(rows.map((row) => [row.did, row.name])) };
}

/** The teacher of record `teacherId`: the record's and the account's email, and the full name; null when absent. */
export async function holderOfRecord(db: DbOrTx, teacherId: number): Promise<Holder | null> {
  const [row] = await db
    .select({ email: teachers.email, accountEmail: users.email, name: teachers.fullName })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(teachers.id, teacherId));
  if (!row) return null;
  return { emails: [...new Set([row.email, row.accountEmail].filter(Boolean))], name: row.name };
}
