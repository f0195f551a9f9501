import crypto from 'node:crypto';
import fs from 'node:fs';

/** Reads a secret kept in the data folder, generating it once (mode 0600) where it is missing. */
export function readOrCreateSecret(filePath: string, bytes = 32): string {
  try {
    return fs.readFileSync(filePath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(bytes).toString('hex');
  fs.writeFileSync(filePath, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
