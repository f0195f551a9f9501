import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_ENCRYPTION_KEY', 'short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', '123'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['PUBLIC_URL', 'school.example'],
    ['PUBLIC_URL', 'ftp://school.example'],
    ['PUBLIC_URL', 'https://school.example/?x=1'],
    ['SCHOOL_LANGUAGE', 'fr'],
    ['SCHOOL_LANGUAGE', 'es-ES'],
    ['CREDENTIAL_SIGNING_KEY', 'not-a-key'],
    ['CREDENTIAL_SIGNING_KEY', 'z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK'],
  ])('names %s when its value is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('names the school and its public address for the badge credentials', () => {
    expect(loadConfig({})).toMatchObject({
      schoolName: 'Esarte Faculty',
      publicUrl: 'http://localhost:3000',
      credentialSigningKey: undefined,
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = loadConfig({
      SCHOOL_NAME: ' Escuela Esarte ',
      PUBLIC_URL: 'https://escuela.example/faculty/',
      CREDENTIAL_SIGNING_KEY: 'ab'.repeat(32),
    });
    expect(config).toMatchObject({
      schoolName: 'Escuela Esarte',
      publicUrl: 'https://escuela.example/faculty',
      credentialSigningKey: 'ab'.repeat(32),
    });
  });

  it("speaks the school's language, Spanish unless SCHOOL_LANGUAGE says English", () => {
    expect(loadConfig({}).schoolLanguage).toBe('es');
    expect(loadConfig({ SCHOOL_LANGUAGE: '' }).schoolLanguage).toBe('es');
    expect(loadConfig({ SCHOOL_LANGUAGE: 'en' }).schoolLanguage).toBe('en');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '' }).databaseUrl).toBeUndefined();
  });
});
