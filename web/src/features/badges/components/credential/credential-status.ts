import type { CredentialVerification } from '@contracts/badges';

export type CredentialStatus = 'verified' | 'revoked' | 'unverified';

/**
 * What the public page says of a credential: revoked first (a revoked credential may still carry a good
 * signature), then verified, else it could not be verified (the problems say why).
 */
export function credentialStatus(verification: Pick<CredentialVerification, 'verified' | 'revoked'>): CredentialStatus {
  if (verification.revoked) return 'revoked';
  return verification.verified ? 'verified' : 'unverified';
}

export const CREDENTIAL_STATUS_TEXT: Record<CredentialStatus, string> = {
  verified: 'Credencial verificada',
  revoked: 'Credencial revocada',
  unverified: 'No se pudo verificar la credencial',
};
