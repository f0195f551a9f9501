import { queryOptions, useMutation } from '@tanstack/react-query';
import type { RecipientCheckResult } from '@contracts/badges';
import { api } from '@/lib/api-client';
import { badgeKeys, credentialPath, fetchCredentialVerification } from '@/lib/resources/badges';

/** GET /api/credentials/{id}?download=1: the signed credential as a file. Public, so a plain link downloads it. */
export const credentialDownloadUrl = (id: string) => `${credentialPath(id)}?download=1`;

/** GET /api/credentials/{id}/baked.png: the badge image with the signed credential baked in, as a file (public). */
export const credentialBakedImageUrl = (id: string) => `${credentialPath(id)}/baked.png`;

/** The public page that shows and verifies a credential (no sign-in). */
export const credentialPageUrl = (id: string) => `/credentials/${encodeURIComponent(id)}`;

/** GET /api/credentials/{id}/verify (public): signature, issuer and revocation, with what the page shows. */
export const credentialVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: badgeKeys.verification(id),
    queryFn: ({ signal }) => fetchCredentialVerification(id, signal),
  });

/** POST /api/credentials/{id}/recipient-check (public, throttled): is this email the recipient's? */
export function useRecipientCheck(id: string) {
  return useMutation({
    mutationFn: (email: string) => api.post<RecipientCheckResult>(`${credentialPath(id)}/recipient-check`, { email }),
  });
}

/** The QR code of an address, as SVG text (the qrcode package, loaded when first needed, as for two-factor). */
export const qrCodeQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['qr-code', text] as const,
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
  });
