import { asc, eq, sql, and, ne } from 'drizzle-orm';
import { SSO_MESSAGES, type CreateSsoProviderInput, type UpdateSsoProviderInput } from '@contracts/sso';
import type { Database, DbOrTx } from '../../db/client';
import { ssoProviders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { presentSsoProvider, type SsoProviderRow } from './sso.presenter';

/** The purpose a provider's client secret is sealed under (lib/secret-box.ts). */
export const CLIENT_SECRET_PURPOSE = 'sso-client-secret';

/** What the audit log records of a provider: its staff view, the secret masked (it changes or it does not). */
function audited(row: SsoProviderRow, secretChanged = false): Record<string, unknown> {
  const { has_client_secret: _present, ...view } = presentSsoProvider(row);
  return secretChanged ? { ...view, client_secret: row.sealedClientSecret } : view;
}

const domainOrNull = (value: string | null | undefined) => (value ? value : null);

export async function listSsoProviders(options: { db: DbOrTx }): Promise<SsoProviderRow[]> {
  return options.db.select().from(ssoProviders).orderBy(asc(ssoProviders.displayName), asc(ssoProviders.id));
}

/** The enabled providers, for the login screen. */
export async function listEnabledSsoProviders(options: { db: DbOrTx }): Promise<SsoProviderRow[]> {
  return options.db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.enabled, true))
    .orderBy(asc(ssoProviders.displayName), asc(ssoProviders.id));
}

/** The enabled provider of a slug (any case), or undefined. */
export async function findEnabledSsoProvider(options: {
  db: DbOrTx;
  slug: string;
}): Promise<SsoProviderRow | undefined> {
  const [row] = await options.db
    .select()
    .from(ssoProviders)
    .where(and(eq(sql`lower(${ssoProviders.slug})`, options.slug.toLowerCase()), eq(ssoProviders.enabled, true)))
    .limit(1);
  return row;
}

async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: number): Promise<void> {
  const sameSlug = eq(sql`lower(${ssoProviders.slug})`, slug.toLowerCase());
  const [taken] = await db
    .select({ id: ssoProviders.id })
    .from(ssoProviders)
    .where(exceptId === undefined ? sameSlug : and(sameSlug, ne(ssoProviders.id, exceptId)))
    .limit(1);
  if (taken) throw new AppError('SSO_PROVIDER_SLUG_TAKEN', SSO_MESSAGES.slugTaken);
}

/** A concurrent insert of the same slug passes the check and meets the unique index: the same 409. */
function isSlugConflict(error: unknown): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } })?.cause ??
    (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause?.constraint === 'sso_providers_slug_key';
}

async function withSlugConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSlugConflict(error)) throw new AppError('SSO_PROVIDER_SLUG_TAKEN', SSO_MESSAGES.slugTaken);
    throw error;
  }
}

export async function createSsoProvider(options: {
  db: Database;
  secrets: SecretBox;
  actorId: number;
  input: CreateSsoProviderInput;
}): Promise<SsoProviderRow> {
  const { input } = options;
  return withSlugConflict(() =>
    options.db.transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      const [row] = await tx
        .insert(ssoProviders)
        .values({
          slug: input.slug,
          displayName: input.display_name,
          issuerUrl: input.issuer_url,
          clientId: input.client_id,
          sealedClientSecret: options.secrets.seal(input.client_secret, CLIENT_SECRET_PURPOSE),
          studentDomain: domainOrNull(input.student_domain),
          enabled: input.enabled,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code: 'ssoProviderAdded', params: { name: row.displayName } },
        entityType: 'sso_provider',
        entityId: row.id,
        changes: changesBetween({}, audited(row, true)),
      });
      return row;
    }),
  );
}

export async function updateSsoProvider(options: {
  db: Database;
  secrets: SecretBox;
  actorId: number;
  id: number;
  input: UpdateSsoProviderInput;
}): Promise<SsoProviderRow> {
  const { input, id } = options;
  return withSlugConflict(() =>
    options.db.transaction(async (tx) => {
      const [before] = await tx.select().from(ssoProviders).where(eq(ssoProviders.id, id)).for('update');
      if (!before) throw new AppError('SSO_PROVIDER_NOT_FOUND', SSO_MESSAGES.notFound);
      await assertSlugFree(tx, input.slug, id);
      const newSecret = input.client_secret
        ? options.secrets.seal(input.client_secret, CLIENT_SECRET_PURPOSE)
        : undefined;
      const [after] = await tx
        .update(ssoProviders)
        .set({
          slug: input.slug,
          displayName: input.display_name,
          issuerUrl: input.issuer_url,
          clientId: input.client_id,
          ...(newSecret ? { sealedClientSecret: newSecret } : {}),
          studentDomain: domainOrNull(input.student_domain),
          enabled: input.enabled,
          updatedAt: new Date(),
        })
        .where(eq(ssoProviders.id, id))
        .returning();
      if (!after) throw new AppError('SSO_PROVIDER_NOT_FOUND', SSO_MESSAGES.notFound);
      const changes = changesBetween(audited(before, Boolean(newSecret)), audited(after, Boolean(newSecret)));
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code: 'ssoProviderChanged', params: { name: after.displayName } },
        entityType: 'sso_provider',
        entityId: id,
        changes,
      });
      return after;
    }),
  );
}

export async function deleteSsoProvider(options: { db: Database; actorId: number; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [row] = await tx.delete(ssoProviders).where(eq(ssoProviders.id, options.id)).returning();
    if (!row) throw new AppError('SSO_PROVIDER_NOT_FOUND', SSO_MESSAGES.notFound);
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'ssoProviderRemoved', params: { name: row.displayName } },
      entityType: 'sso_provider',
      entityId: row.id,
      changes: changesBetween(audited(row, true), {}),
    });
  });
}
