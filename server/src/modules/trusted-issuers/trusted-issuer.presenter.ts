import type { TrustedIssuer } from '@contracts/trusted-issuers';
import type { trustedIssuers } from '../../db/schema/index';

export type TrustedIssuerRow = typeof trustedIssuers.$inferSelect;

export function presentTrustedIssuer(row: TrustedIssuerRow): TrustedIssuer {
  return {
    id: row.id,
    did: row.did,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
