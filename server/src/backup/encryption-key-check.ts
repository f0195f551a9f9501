import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { BackupError } from './errors';

const FINGERPRINT_LABEL = 'esarte-faculty backup: encryption key fingerprint v1';

/** Tells keys apart without revealing them: an HMAC-SHA256 of a fixed label under the key. */
export function keyFingerprint(key: Buffer): string {
  return crypto.createHmac('sha256', key).update(FINGERPRINT_LABEL).digest('hex');
}

export function assertKeyMatches(options: { key: Buffer | undefined; fingerprint: string }): void {
  if (!options.key) {
    throw new BackupError(
      'No encryption key: set APP_ENCRYPTION_KEY or put the key file in DATA_DIR/encryption.key. The archive does not carry the key, and without it the files cannot be read.',
    );
  }
  const expected = Buffer.from(options.fingerprint, 'hex');
  const actual = Buffer.from(keyFingerprint(options.key), 'hex');
  if (!crypto.timingSafeEqual(expected, actual)) {
    throw new BackupError(
      'The encryption key does not match the key the backup was made with: with this key the files could not be read. Nothing was restored.',
    );
  }
}

/** APP_ENCRYPTION_KEY, else DATA_DIR/encryption.key; unlike the server, never generates one. */
export function readAvailableKey(config: Pick<Config, 'encryptionKeyHex' | 'dataDir'>): Buffer | undefined {
  if (config.encryptionKeyHex) return Buffer.from(config.encryptionKeyHex, 'hex');
  const file = path.join(config.dataDir, 'encryption.key');
  let hex: string;
  try {
    hex = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new BackupError(`${file} does not hold a key of 64 hexadecimal characters.`);
  return Buffer.from(hex, 'hex');
}
