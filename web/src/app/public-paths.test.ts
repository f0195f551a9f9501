import { describe, expect, it } from 'vitest';
import { publicCredentialId, setPasswordToken, ssoTicket } from './public-paths';

describe('publicCredentialId', () => {
  it('reads the id of /credentials/{id}, with or without a trailing slash', () => {
    expect(publicCredentialId('/credentials/0b5c6c1e-2f7a-4f8e-9d1a-3c2b1a0f9e8d')).toBe(
      '0b5c6c1e-2f7a-4f8e-9d1a-3c2b1a0f9e8d',
    );
    expect(publicCredentialId('/credentials/abc/')).toBe('abc');
    expect(publicCredentialId('/credentials/a%20b')).toBe('a b');
  });

  it('leaves every other path to the sign-in gate', () => {
    for (const path of [
      '/',
      '/credentials',
      '/credentials/',
      '/credentials/a/b',
      '/admin/credentials/a',
      '/credentials/%E0%A4%A',
      '/credentials/%20',
    ]) {
      expect(publicCredentialId(path)).toBeNull();
    }
  });
});

describe('setPasswordToken', () => {
  it('reads the token of a one-time link, empty when the link lost it', () => {
    expect(setPasswordToken('/set-password', '?token=abc')).toBe('abc');
    expect(setPasswordToken('/set-password/', '?token=abc&x=1')).toBe('abc');
    expect(setPasswordToken('/set-password', '')).toBe('');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/set-password/x', '/admin/set-password', '/set-passwords'])
      expect(setPasswordToken(path, '?token=abc')).toBeNull();
  });
});

describe('ssoTicket', () => {
  it('reads the ticket of the page a provider sign-in lands on, empty when it was lost', () => {
    expect(ssoTicket('/sso/complete', '?ticket=abc')).toBe('abc');
    expect(ssoTicket('/sso/complete/', '?ticket=a-b_c&x=1')).toBe('a-b_c');
    expect(ssoTicket('/sso/complete', '')).toBe('');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/sso', '/sso/complete/x', '/admin/sso/complete', '/sso/completed'])
      expect(ssoTicket(path, '?ticket=abc')).toBeNull();
  });
});
