import path from 'node:path';
import type { Config } from '../config';
import { readAvailableKey } from './encryption-key-check';
import { restoreBackup, type RestoreSummary } from './restore';
import { embeddedTarget, externalTarget } from './restore-target';

/** `npm run restore`: into DATABASE_URL when set, else into the embedded PostgreSQL of an empty data folder. */
export async function restoreFromConfig(options: {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'encryptionKeyHex'>;
  input: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<RestoreSummary> {
  const { config } = options;
  const target = config.databaseUrl ? externalTarget(config.databaseUrl) : embeddedTarget(config.dataDir);
  const filesRoot = path.join(config.dataDir, 'files');
  options.log?.(`Restoring ${options.input} into ${target.description} and ${filesRoot}.`);
  return restoreBackup({
    input: options.input,
    target,
    filesRoot,
    key: readAvailableKey(config),
    signal: options.signal,
  });
}
