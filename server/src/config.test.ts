import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: path.resolve('./data'), databaseUrl: undefined });
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

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '' }).databaseUrl).toBeUndefined();
  });
});
