import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type BenchServer } from './start-server';

/** The first staff account a bench's server starts with (its ADMIN_EMAIL and ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench-admin@school.test', password: 'bench-admin-password' };

/** A new temporary folder for one bench run; the embedded PostgreSQL runs as its own user when started by root and must traverse it. */
export function benchRunDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `school-bench-${name}-`));
  fs.chmodSync(dir, 0o711);
  return dir;
}

/** Starts the compiled server on the database, its files in `dataDir`, with the bench's first staff account. */
export function startBenchServer(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  return startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
}

/** Signs the account in through the login route and answers the session's token; a refusal throws. */
export async function signInToken(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
