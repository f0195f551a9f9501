/**
 * npm run backup -- FILE
 * One consistent archive of the database and the encrypted files, taken while the product runs (see README,
 * "Backup and restore"). FILE ending in .tar.gz or .tgz is gzipped; any other name gives a plain tar.
 * Exit codes: 0 done, 1 refused or failed (nothing written), 2 usage.
 */
import path from 'node:path';
import { BackupError } from '../server/src/backup/errors';
import { backupFromConfig } from '../server/src/backup/run-backup';
import { ConfigError, loadConfig } from '../server/src/config';

const log = (line: string) => console.log(`[backup] ${line}`);
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error('Usage: npm run backup -- FILE   (FILE.tar.gz or FILE.tgz is gzipped, any other name a plain tar)');
    return 2;
  }
  const config = loadConfig();
  // npm runs scripts from the project folder; a relative FILE means where the command was typed.
  const output = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort());
  const { manifest, bytes, seconds } = await backupFromConfig({ config, output, log, signal: controller.signal });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = manifest.files.reduce((sum, stored) => sum + stored.size, 0);
  log(`${output}: ${megabytes(bytes)} in ${seconds.toFixed(1)} s.`);
  log(
    `${manifest.tables.length} tables (${rows} rows), ${manifest.files.length} files (${megabytes(fileBytes)}); left out: ${manifest.skippedTables.map((table) => table.name).join(', ') || 'none'}.`,
  );
  if (manifest.missingFiles.length > 0) {
    log(
      `Warning: ${manifest.missingFiles.length} file names in the database had no file in the files folder (listed in the manifest as missingFiles).`,
    );
  }
  log('The encryption key is NOT in the archive: keep a copy of it apart, the files cannot be read without it.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(`[backup] ${error.message}`);
    else console.error('[backup] Failed:', error);
    process.exit(1);
  },
);
