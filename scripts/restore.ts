/**
 * npm run restore -- FILE
 * Brings a backup back into an empty data folder (embedded PostgreSQL) or an empty database (DATABASE_URL), with
 * the encryption key it was made with (APP_ENCRYPTION_KEY or DATA_DIR/encryption.key). See README, "Backup and restore".
 * Exit codes: 0 done, 1 refused or failed (target left empty), 2 usage.
 */
import path from 'node:path';
import { BackupError } from '../server/src/backup/errors';
import { restoreFromConfig } from '../server/src/backup/run-restore';
import { ConfigError, loadConfig } from '../server/src/config';

const log = (line: string) => console.log(`[restore] ${line}`);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error('Usage: npm run restore -- FILE');
    return 2;
  }
  const config = loadConfig();
  // npm runs scripts from the project folder; a relative FILE means where the command was typed.
  const input = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort());
  const { manifest, newerMigrations, seconds } = await restoreFromConfig({
    config,
    input,
    log,
    signal: controller.signal,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log(
    `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files in ${seconds.toFixed(1)} s.`,
  );
  if (newerMigrations.length > 0) log(`Applied this version's newer migrations: ${newerMigrations.join(', ')}.`);
  log('Sessions are not restored: everyone signs in again. Start the server with npm start.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(`[restore] ${error.message}`);
    else console.error('[restore] Failed:', error);
    process.exit(1);
  },
);
