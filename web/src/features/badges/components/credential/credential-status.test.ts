import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS_TEXT, credentialStatus } from './credential-status';

describe('credentialStatus (the public page)', () => {
  it('says revoked first, even when the signature still holds', () => {
    expect(credentialStatus({ verified: true, revoked: true })).toBe('revoked');
    expect(credentialStatus({ verified: false, revoked: true })).toBe('revoked');
  });

  it('says verified, else that it could not be verified', () => {
    expect(credentialStatus({ verified: true, revoked: false })).toBe('verified');
    expect(credentialStatus({ verified: false, revoked: false })).toBe('unverified');
    expect(CREDENTIAL_STATUS_TEXT).toEqual({
      verified: 'Credencial verificada',
      revoked: 'Credencial revocada',
      unverified: 'No se pudo verificar la credencial',
    });
  });
});
