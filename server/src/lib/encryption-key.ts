import path from 'node:path';
import type { Config } from '../config';
import { readOrCreateSecret } from './secret-file';

/** The 32-byte key for files at rest: APP_ENCRYPTION_KEY, or one generated once into the data folder (mode 0600). */
export function encryptionKeyFrom(config: Pick<Config, 'encryptionKeyHex' | 'dataDir'>): Buffer {
  const hex = config.encryptionKeyHex ?? readOrCreateSecret(path.join(config.dataDir, 'encryption.key'), 32);
  const key = Buffer.from(hex, 'hex');
  if (key.length !== 32)
    throw new Error(`The encryption key in ${config.dataDir}/encryption.key is not 32 bytes of hex.`);
  return key;
}
