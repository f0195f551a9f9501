import { queryOptions } from '@tanstack/react-query';
import { badgeKeys, credentialPath, fetchCredentialVerification } from '@/lib/resources/badges';

/** GET /api/credentials/{id}?download=1: the signed credential as a file. Public, so a plain link downloads it. */
export const credentialDownloadUrl = (id: string) => `${credentialPath(id)}?download=1`;

/** The public page that shows and verifies a credential (no sign-in). */
export const credentialPageUrl = (id: string) => `/credentials/${encodeURIComponent(id)}`;

/** GET /api/credentials/{id}/verify (public): signature, issuer and revocation, with what the page shows. */
export const credentialVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: badgeKeys.verification(id),
    queryFn: ({ signal }) => fetchCredentialVerification(id, signal),
  });
