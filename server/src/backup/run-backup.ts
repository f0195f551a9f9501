import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createBackup, type BackupSummary } from './backup';
import { openBackupSource } from './backup-source';
import { readAvailableKey } from './encryption-key-check';
import { BackupError } from './errors';

/** `npm run backup`: the server's configuration decides the database, the files folder and the key. */
export async function backupFromConfig(options: {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'encryptionKeyHex'>;
  output: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<BackupSummary> {
  const { config } = options;
  if (fs.existsSync(options.output))
    throw new BackupError(`${options.output} already exists: choose another name for the backup.`);
  const key = readAvailableKey(config);
  if (!key)
    throw new BackupError(
      'No encryption key (APP_ENCRYPTION_KEY or DATA_DIR/encryption.key): the files of this data folder could not be read back, so no backup was made.',
    );
  const filesRoot = path.join(config.dataDir, 'files');
  const source = await openBackupSource(config);
  try {
    options.log?.(`Backing up ${source.description} and the files in ${filesRoot}.`);
    return await createBackup({
      databaseUrl: source.url,
      filesRoot,
      key,
      output: options.output,
      signal: options.signal,
    });
  } finally {
    await source.close();
  }
}
