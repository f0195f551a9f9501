import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { BitstringStatusList, createCredential } from '@digitalbazaar/vc-bitstring-status-list';
import { dateTimeStamp } from './signing/open-badge';
import { signCredential } from './signing/proofs';
import type { DbOrTx, Tx } from '../../db/client';
import { badgeCredentials, credentialStatusLists } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CredentialIssuer } from './credential-issuer';

/*
 * W3C Bitstring Status Lists of badge credentials (decision 027): each credential holds one bit of a list, drawn at
 * random; revoking it sets the bit in the same transaction, and the list is served publicly as a signed
 * BitstringStatusListCredential, signed again (lazily, at the next request) after each change.
 */

/** Bits of a list: the specification's minimum (16 KiB), so that a bit says nothing of who holds it. */
export const STATUS_LIST_SIZE = 131_072;
/** A list stops handing out indexes when three quarters are taken (random draws stay quick). */
const FULL_AT = (STATUS_LIST_SIZE * 3) / 4;
/** Draws of a free index before giving up (at most 3/4 taken: the chance of 32 misses is below 1e-4). */
const INDEX_DRAWS = 32;

export const STATUS_LIST_MESSAGES = {
  notFound: /*i18n*/ { id: 'credentials.statusListNotFound', message: 'Lista de estado no encontrada' },
} as const;

/** The public URL of a status list credential. */
export const statusListUrl = (publicUrl: string, listId: number) => `${publicUrl}/api/credentials/status/${listId}`;

/**
 * PostgreSQL's bit number of a status index: the specification counts from the most significant bit of the first
 * byte, set_bit/get_bit from the least significant one.
 */
export const postgresBit = (index: number) => Math.floor(index / 8) * 8 + 7 - (index % 8);

/** The list new credentials draw from: the newest one not yet 3/4 full, or a new one. */
async function currentList(tx: Tx): Promise<number> {
  const [open] = await tx
    .select({ id: credentialStatusLists.id })
    .from(credentialStatusLists)
    .where(and(eq(credentialStatusLists.purpose, 'revocation'), lt(credentialStatusLists.assignedCount, FULL_AT)))
    .orderBy(desc(credentialStatusLists.id))
    .limit(1);
  if (open) return open.id;
  // Two servers may both start a list at once: each fills its own, which is as good.
  const [created] = await tx
    .insert(credentialStatusLists)
    .values({ purpose: 'revocation', size: STATUS_LIST_SIZE, bits: Buffer.alloc(STATUS_LIST_SIZE / 8) })
    .returning({ id: credentialStatusLists.id });
  return created!.id;
}

/** A random index of the list that no credential holds yet (the unique (list, index) key has the last word). */
async function freeIndex(tx: Tx, listId: number): Promise<number> {
  for (let draw = 0; draw < INDEX_DRAWS; draw++) {
    const index = crypto.randomInt(STATUS_LIST_SIZE);
    const [taken] = await tx
      .select({ id: badgeCredentials.id })
      .from(badgeCredentials)
      .where(and(eq(badgeCredentials.statusListId, listId), eq(badgeCredentials.statusIndex, index)));
    if (!taken) return index;
  }
  throw new Error(`No free index found in status list ${listId} after ${INDEX_DRAWS} draws.`);
}

const isStatusClash = (error: unknown): boolean => {
  for (let at = error; at instanceof Error || (at !== null && typeof at === 'object');) {
    const { code, constraint } = at as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && constraint === 'badge_credentials_status_key') return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Gives a credential about to be stored its status entry: draws a free index of the current list, lets `store`
 * build, sign and insert the credential with it (inside a savepoint), and counts the index as handed out. When
 * another transaction took the same index meanwhile (the unique key refuses the insert), draws again.
 */
export async function withStatusIndex<T>(options: {
  tx: Tx;
  publicUrl: string;
  store: (tx: Tx, status: { listId: number; listUrl: string; index: number }) => Promise<T>;
}): Promise<T> {
  const { tx, publicUrl, store } = options;
  for (let attempt = 1; ; attempt++) {
    const listId = await currentList(tx);
    const index = await freeIndex(tx, listId);
    try {
      const result = await tx.transaction((savepoint) =>
        store(savepoint, { listId, listUrl: statusListUrl(publicUrl, listId), index }),
      );
      // Counted last: the list's row stays locked only from here to the commit.
      await tx
        .update(credentialStatusLists)
        .set({ assignedCount: sql`${credentialStatusLists.assignedCount} + 1` })
        .where(eq(credentialStatusLists.id, listId));
      return result;
    } catch (error) {
      if (!isStatusClash(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * Sets the revocation bits of credentials (their list and index), in the caller's transaction; each change of a
 * list bumps its version, so the next request for it signs it again.
 */
export async function setRevokedBits(tx: Tx, entries: { listId: number; index: number }[]): Promise<void> {
  // In list and index order, so that two transactions revoking in the same lists lock them in the same order.
  const sorted = [...entries].sort((a, b) => a.listId - b.listId || a.index - b.index);
  for (const { listId, index } of sorted) {
    await tx
      .update(credentialStatusLists)
      .set({
        bits: sql`set_bit(${credentialStatusLists.bits}, ${postgresBit(index)}, 1)`,
        version: sql`${credentialStatusLists.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(credentialStatusLists.id, listId));
  }
}

/** Whether a credential's bit is set: the revocation every verifier reads. */
export const revokedBit = (listId: unknown, index: unknown) =>
  sql<boolean>`(select get_bit(${credentialStatusLists.bits}, (${index}::int / 8) * 8 + 7 - (${index}::int % 8)) = 1 from ${credentialStatusLists} where ${credentialStatusLists.id} = ${listId})`;

/**
 * GET /api/credentials/status/{listId}: the list as a signed BitstringStatusListCredential (VC 2.0). Signed at the
 * first request after a change and kept with the version it shows; servers racing to sign store the same content.
 */
export async function statusListCredential(options: {
  db: DbOrTx;
  issuer: CredentialIssuer;
  listId: number;
}): Promise<Record<string, unknown>> {
  const { db, issuer, listId } = options;
  const [row] = await db
    .select({
      bits: credentialStatusLists.bits,
      purpose: credentialStatusLists.purpose,
      version: credentialStatusLists.version,
      signed: credentialStatusLists.signed,
      signedVersion: credentialStatusLists.signedVersion,
    })
    .from(credentialStatusLists)
    .where(eq(credentialStatusLists.id, listId));
  // A status list is a credential too: the same code as any credential not found.
  if (!row) throw new AppError('CREDENTIAL_NOT_FOUND', STATUS_LIST_MESSAGES.notFound);
  if (row.signed && row.signedVersion === row.version) return row.signed as Record<string, unknown>;

  // A copy: the library reads the bytes' whole ArrayBuffer, and a driver's Buffer may be a slice of a larger one.
  const list = new BitstringStatusList({ buffer: new Uint8Array(row.bits) });
  const unsigned = await createCredential({
    id: statusListUrl(issuer.url, listId),
    list,
    statusPurpose: row.purpose,
  });
  const signed = await signCredential(
    {
      '@context': unsigned['@context'],
      id: unsigned.id,
      type: unsigned.type,
      // The VC 2.0 context alone defines no Profile: the issuer is its DID, the one of the credentials it lists.
      issuer: issuer.key.did,
      validFrom: dateTimeStamp(new Date()),
      credentialSubject: unsigned.credentialSubject,
    },
    issuer.key,
  );
  await db
    .update(credentialStatusLists)
    .set({ signed, signedVersion: row.version })
    .where(
      and(
        eq(credentialStatusLists.id, listId),
        or(isNull(credentialStatusLists.signedVersion), lt(credentialStatusLists.signedVersion, row.version)),
      ),
    );
  return signed;
}
