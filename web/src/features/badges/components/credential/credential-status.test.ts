import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import { CREDENTIAL_STATUS_TEXT, credentialStatus } from './credential-status';

i18n.load({ es, en });
i18n.activate('es');
const texts = () =>
  Object.fromEntries(Object.entries(CREDENTIAL_STATUS_TEXT).map(([key, text]) => [key, i18n._(text)]));

describe('credentialStatus (the public page)', () => {
  it('says revoked first, even when the signature still holds', () => {
    expect(credentialStatus({ verified: true, revoked: true })).toBe('revoked');
    expect(credentialStatus({ verified: false, revoked: true })).toBe('revoked');
  });

  it('says verified, else that it could not be verified', () => {
    expect(credentialStatus({ verified: true, revoked: false })).toBe('verified');
    expect(credentialStatus({ verified: false, revoked: false })).toBe('unverified');
    expect(texts()).toEqual({
      verified: 'Credencial verificada',
      revoked: 'Credencial revocada',
      unverified: 'No se pudo verificar la credencial',
    });
    i18n.activate('en');
    expect(texts()).toEqual({
      verified: 'Credential verified',
      revoked: 'Credential revoked',
      unverified: 'The credential could not be verified',
    });
    i18n.activate('es');
  });
});
