import { asc, eq } from 'drizzle-orm';
import { TRUSTED_ISSUER_MESSAGES, type CreateTrustedIssuer } from '@contracts/trusted-issuers';
import type { Database } from '../../db/client';
import { trustedIssuers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { TrustedIssuerRow } from './trusted-issuer.presenter';

/*
 * The school's trusted issuers (issue 41): the DIDs whose credentials have their issuer recognised, each under the
 * name staff gave it. Every change is written to the audit log in its transaction. A change applies to credentials
 * checked from then on; kept ones show it at their next re-check.
 */

const audited = (row: TrustedIssuerRow) => ({ did: row.did, name: row.name });
const notFound = () => new AppError('TRUSTED_ISSUER_NOT_FOUND', TRUSTED_ISSUER_MESSAGES.notFound);

export async function listTrustedIssuers(options: { db: Database }): Promise<TrustedIssuerRow[]> {
  return options.db.select().from(trustedIssuers).orderBy(asc(trustedIssuers.name), asc(trustedIssuers.id));
}

export async function addTrustedIssuer(options: {
  db: Database;
  actorId: number;
  input: CreateTrustedIssuer;
}): Promise<TrustedIssuerRow> {
  const { db, actorId, input } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trustedIssuers)
      .values({ did: input.did, name: input.name, addedBy: actorId })
      .onConflictDoNothing({ target: trustedIssuers.did })
      .returning();
    if (!row) throw new AppError('TRUSTED_ISSUER_TAKEN', TRUSTED_ISSUER_MESSAGES.didTaken);
    await recordActivity(tx, {
      userId: actorId,
      activity: { code: 'trustedIssuerAdded', params: { name: row.name, did: row.did } },
      entityType: 'trusted_issuer',
      entityId: row.id,
      changes: changesBetween({}, audited(row)),
    });
    return row;
  });
}

export async function renameTrustedIssuer(options: {
  db: Database;
  actorId: number;
  id: number;
  name: string;
}): Promise<TrustedIssuerRow> {
  const { db, actorId, id, name } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(trustedIssuers).where(eq(trustedIssuers.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(trustedIssuers).set({ name }).where(eq(trustedIssuers.id, id)).returning();
    if (!after) throw notFound();
    await recordActivity(tx, {
      userId: actorId,
      activity: { code: 'trustedIssuerRenamed', params: { did: after.did, before: before.name, after: after.name } },
      entityType: 'trusted_issuer',
      entityId: id,
      changes: changesBetween(audited(before), audited(after)),
    });
    return after;
  });
}

export async function removeTrustedIssuer(options: { db: Database; actorId: number; id: number }): Promise<void> {
  const { db, actorId, id } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(trustedIssuers).where(eq(trustedIssuers.id, id)).returning();
    if (!row) throw notFound();
    await recordActivity(tx, {
      userId: actorId,
      activity: { code: 'trustedIssuerRemoved', params: { name: row.name, did: row.did } },
      entityType: 'trusted_issuer',
      entityId: id,
      changes: changesBetween(audited(row), {}),
    });
  });
}
