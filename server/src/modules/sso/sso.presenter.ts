import type { PublicSsoProvider, SsoProvider } from '@contracts/sso';
import type { ssoProviders } from '../../db/schema/index';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;

/** A provider as staff see it: the secret never leaves the server, only that one is stored. */
export function presentSsoProvider(row: SsoProviderRow): SsoProvider {
  return {
    id: row.id,
    slug: row.slug,
    display_name: row.displayName,
    issuer_url: row.issuerUrl,
    client_id: row.clientId,
    has_client_secret: true,
    student_domain: row.studentDomain,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A provider as the login screen offers it. */
export function presentPublicSsoProvider(row: Pick<SsoProviderRow, 'slug' | 'displayName'>): PublicSsoProvider {
  return { slug: row.slug, display_name: row.displayName };
}
