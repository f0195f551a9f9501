/**
 * Runs the API fuzzer (fuzz.ts) alone against the real server on a throw-away embedded PostgreSQL and prints
 * its figures. Exits 1 when a request got a 5xx or no answer, or a refused request changed what is stored.
 * Usage: npx tsx scripts/chaos/run-fuzz.ts [--requests 1000] [--seed 1] [--concurrency 4] [--api-fingerprint]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { startServer } from '../bench/start-server';
import { runFuzz } from './fuzz';

const ADMIN = { email: 'fuzz-admin@school.test', password: 'fuzz-admin-password' };

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main(): Promise<number> {
  const requests = option('requests', 1000);
  const seed = option('seed', 1);
  const concurrency = option('concurrency', 4);
  const viaApi = process.argv.includes('--api-fingerprint');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-fuzz-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres') });
  try {
    const server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const result = await runFuzz({
        baseUrl: server.baseUrl,
        requests,
        seed,
        concurrency,
        accounts: { staff: ADMIN },
        databaseUrl: viaApi ? undefined : database.url,
        filesDir: path.join(dataDir, 'files'),
        log: (line) => console.log(`[fuzz] ${line}`),
      });
      console.log(JSON.stringify(result, null, 2));
      return result.status5xx === 0 && result.stateChanges === 0 && result.noAnswer === 0 ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
