import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { raceInProcesses } from '../../test/race';
import { readOrCreateSecret } from './secret-file';

describe('readOrCreateSecret', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates the secret once (mode 0600) and reads it back afterwards', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-'));
    const file = path.join(dir, 'encryption.key');
    const secret = readOrCreateSecret(file, 32);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(file, 32)).toBe(secret);
    expect(fs.readdirSync(dir)).toEqual(['encryption.key']);
  });

  it('refuses an empty secret file rather than using it', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-'));
    fs.writeFileSync(path.join(dir, 'encryption.key'), '\n');
    expect(() => readOrCreateSecret(path.join(dir, 'encryption.key'))).toThrow(/is empty/);
  });

  it('gives every process the same secret when several create it at the same instant', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-'));
    const file = path.join(dir, 'encryption.key');
    const secrets = await raceInProcesses({
      count: 4,
      module: path.join(import.meta.dirname, 'secret-file.ts'),
      body: `async ({ readOrCreateSecret }) => readOrCreateSecret(${JSON.stringify(file)}, 32)`,
    });
    expect(new Set(secrets)).toEqual(new Set([fs.readFileSync(file, 'utf8')]));
    expect(fs.readdirSync(dir)).toEqual(['encryption.key']);
  });
});
