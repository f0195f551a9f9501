/**
 * The teacher lists at 1,000, 10,000 and 100,000 teachers, against a minimal hand-written Fastify + pg
 * handler doing the same job (scripts/bench/reference-server.ts), on one throw-away database. Prints a
 * table of requests/s and latency per call and size, then the goals of the list pattern (decision 009)
 * with PASS or FAIL.  Usage: npm run bench:teachers [-- --seconds 5]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { freePort } from '../server/src/lib/free-port';
import { encodeCursor } from '../server/src/lib/list-page';
import { LOAD_GENERATOR, measure, printResults, type LoadResult } from './bench/report';
import { seedBenchTeachers } from './bench/seed-teachers';
import { startServer } from './bench/start-server';

const sizesArgument = process.argv.indexOf('--sizes');
const SIZES = sizesArgument > 0 ? process.argv[sizesArgument + 1]!.split(',').map(Number) : [1_000, 10_000, 100_000];
const CONNECTIONS = 20;
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const ADMIN = { email: 'bench-admin@school.test', password: 'bench-admin-password' };

interface Call {
  key: string;
  name: string;
  path: (middle: string) => string;
}

const CALLS: Call[] = [
  { key: 'page', name: 'staff list, page of 50', path: () => '/api/staff/teachers?limit=50' },
  { key: 'middle', name: 'staff list, page of 50 in the middle (cursor)', path: (middle) => `/api/staff/teachers?limit=50&cursor=${middle}` },
  { key: 'name', name: 'staff search "garcía" (name), page of 50', path: () => '/api/staff/teachers?q=garc%C3%ADa&limit=50' },
  // One teacher in ten, whatever the size: the phone's first group ends in the id's last digit. A rarer term ("4321")
  // answers nothing at 1,000 and a page at 100,000, which compares answer sizes, not the cost of searching.
  { key: 'phone', name: 'staff search "0-" (phone, 1 in 10), page of 50', path: () => '/api/staff/teachers?q=0-&limit=50' },
  { key: 'area', name: 'directory search "animation" (area), page of 50', path: () => '/api/teachers?q=animation&limit=50' },
  { key: 'reference', name: 'reference Fastify + pg handler, page of 50', path: () => '/reference/staff/teachers?limit=50' },
];

async function startReference(url: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/reference-server.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await fetch(`${baseUrl}/reference/staff/teachers`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

async function middleCursor(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ full_name: string; id: number }>(
    'select full_name, id from teachers order by full_name, id offset (select count(*) / 2 from teachers) limit 1',
  );
  await client.end();
  return encodeCursor([rows[0]!.full_name, rows[0]!.id]);
}

/**
 * Median and slowest of `times` sequential requests, in ms, to the last byte of the answer as sent (gzip, as a
 * browser asks for it); the client's own decompression is not the product's time.
 */
async function sequential(url: string, token: string, times: number): Promise<{ median: number; max: number; bytes: number; sent: number }> {
  const durations: number[] = [];
  let bytes = 0;
  let sent = 0;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', reject);
        })
        .on('error', reject);
    });
    durations.push(performance.now() - started);
    sent = body.byteLength;
    bytes = zlib.gunzipSync(body).byteLength;
  }
  durations.sort((a, b) => a - b);
  return { median: Math.round(durations[Math.floor(times / 2)]!), max: Math.round(durations.at(-1)!), bytes, sent };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  fs.chmodSync(dir, 0o711);
  const database = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const url = process.env.DATABASE_URL ?? database!.url;
  const results = new Map<string, LoadResult>();
  const goals: [string, boolean, string][] = [];
  try {
    await seedBenchTeachers(url, SIZES[0]!);
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: path.join(dir, 'data'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const reference = await startReference(url);
    try {
      const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      const ours = await (await fetch(`${server.baseUrl}/api/staff/teachers?limit=50`, { headers })).text();
      const theirs = await (await fetch(`${reference.baseUrl}/reference/staff/teachers?limit=50`, { headers })).text();
      console.log(`Same bytes from the product and the reference: ${ours === theirs ? 'yes' : 'NO'} (${ours.length} bytes a page)`);
      let seeded = SIZES[0]!;
      for (const size of SIZES) {
        if (size > seeded) await seedBenchTeachers(url, size, seeded + 1);
        seeded = size;
        const middle = await middleCursor(url);
        for (const call of CALLS) {
          const base = call.key === 'reference' ? reference.baseUrl : server.baseUrl;
          const target = `${base}${call.path(middle)}`;
          await measure({ name: 'warm-up', url: target, token, seconds: 1, connections: CONNECTIONS });
          const result = await measure({ name: `${call.name} — ${size.toLocaleString('en')}`, url: target, token, seconds, connections: CONNECTIONS });
          results.set(`${call.key}@${size}`, result);
        }
        if (size === 10_000) {
          const whole = await sequential(`${server.baseUrl}/api/staff/teachers`, token, 10);
          goals.push([`whole unpaged list of 10,000 (median of 10, ${(whole.bytes / 1e6).toFixed(1)} MB, ${(whole.sent / 1e3).toFixed(0)} KB gzipped) ≤ 150 ms`, whole.median <= 150, `${whole.median} ms (slowest ${whole.max} ms)`]);
        }
      }
    } finally {
      await server.stop();
      await reference.stop();
    }
  } finally {
    await database?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  printResults(`Teacher list calls, ${seconds} s each, ${CONNECTIONS} connections, ${os.cpus().length} cores, load from ${LOAD_GENERATOR} (load generator, server, reference and PostgreSQL on the same machine)`, [...results.values()]);
  const rps = (key: string, size: number) => results.get(`${key}@${size}`)?.requestsPerSecond ?? 0;
  for (const size of SIZES) {
    const ratio = rps('page', size) / Math.max(1, rps('reference', size));
    goals.push([`staff page of 50 ≥ 90% of the reference's req/s at ${size.toLocaleString('en')}`, ratio >= 0.9, `${Math.round(ratio * 100)}%`]);
  }
  for (const call of CALLS.filter((entry) => entry.key !== 'reference')) {
    const ratio = rps(call.key, 100_000) / Math.max(1, rps(call.key, 1_000));
    goals.push([`${call.name}: req/s at 100,000 ≥ 80% of at 1,000`, ratio >= 0.8, `${Math.round(ratio * 100)}%`]);
  }
  const p99 = results.get('page@10000')?.p99 ?? Infinity;
  goals.push(['staff page of 50, p99 ≤ 25 ms at 20 connections with 10,000', p99 <= 25, `${p99} ms`]);
  console.log('\n| goal | measured | result |\n|---|---:|---|');
  for (const [goal, pass, measured] of goals) console.log(`| ${goal} | ${measured} | ${pass ? 'PASS' : 'FAIL'} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
