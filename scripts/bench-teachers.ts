/**
 * Seeds 10,000 teachers into a fresh database and measures the teacher list calls of the real server
 * (a separate process) on loopback: a page of 50, searches, and the directory. Prints a table of
 * requests per second and latency percentiles.  Usage: npm run bench:teachers [-- --seconds 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { measure, printResults } from './bench/report';
import { seedBenchTeachers } from './bench/seed-teachers';
import { startServer } from './bench/start-server';

const TEACHERS = 10_000;
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const ADMIN = { email: 'bench-admin@school.test', password: 'bench-admin-password' };

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  fs.chmodSync(dir, 0o711);
  const database = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const url = process.env.DATABASE_URL ?? database!.url;
  try {
    await seedBenchTeachers(url, TEACHERS);
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: path.join(dir, 'data'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const { token } = (await login.json()) as { token: string };
      const staffList = `${server.baseUrl}/api/staff/teachers`;
      const results = [];
      results.push(await measure({ name: 'staff list, page of 50', url: `${staffList}?limit=50&offset=0`, token, seconds }));
      results.push(await measure({ name: 'staff list, page of 50 at offset 5000', url: `${staffList}?limit=50&offset=5000`, token, seconds }));
      results.push(await measure({ name: 'staff search "garcía" (name), page of 50', url: `${staffList}?q=garc%C3%ADa&limit=50`, token, seconds }));
      results.push(await measure({ name: 'staff search "4321" (phone), page of 50', url: `${staffList}?q=4321&limit=50`, token, seconds }));
      results.push(await measure({ name: 'directory search "animation" (area), page of 50', url: `${server.baseUrl}/api/teachers?q=animation&limit=50`, token, seconds }));
      results.push(await measure({ name: 'staff list, all 10,000 (no limit)', url: staffList, token, seconds, connections: 2 }));
      printResults(`Teacher list calls with ${TEACHERS} teachers, ${seconds} s each, 10 connections (2 for the full list), ${os.cpus().length} cores`, results);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
