import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

export const CREDENTIAL_STATUS_TEXT: Record<CredentialStatus, MessageDescriptor> = {
  verified: msg`Credencial verificada`,
  revoked: msg`Credencial revocada`,
  unverified: msg`No se pudo verificar la credencial`,
};
