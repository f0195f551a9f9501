/**
 * The teacher lists at 1,000, 10,000 and 100,000 teachers, against a minimal hand-written Fastify + pg
 * handler doing the same job (scripts/bench/reference-server.ts): one throw-away database per size, each with its
 * server and reference, measured in interleaved rounds. Prints the median of the rounds per call and size, then
 * the goals of the list pattern (decision 009) with PASS or FAIL.
 * Usage: npm run bench:teachers [-- --seconds 5 --rounds 3 --sizes 1000,10000,100000]
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
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';
import type { BenchServer } from './bench/start-server';

const sizesArgument = process.argv.indexOf('--sizes');
const SIZES = sizesArgument > 0 ? process.argv[sizesArgument + 1]!.split(',').map(Number) : [1_000, 10_000, 100_000];
const CONNECTIONS = 20;
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const ROUNDS = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 3;

interface Call {
  key: string;
  name: string;
  path: (middle: string) => string;
}

const CALLS: Call[] = [
  { key: 'page', name: 'staff list, page of 50', path: () => '/api/staff/teachers?limit=50' },
  {
    key: 'middle',
    name: 'staff list, page of 50 in the middle (cursor)',
    path: (middle) => `/api/staff/teachers?limit=50&cursor=${middle}`,
  },
  {
    key: 'name',
    name: 'staff search "garcía" (name), page of 50',
    path: () => '/api/staff/teachers?q=garc%C3%ADa&limit=50',
  },
  // One teacher in ten, whatever the size: the phone's first group ends in the id's last digit. A rarer term ("4321")
  // answers nothing at 1,000 and a page at 100,000, which compares answer sizes, not the cost of searching.
  {
    key: 'phone',
    name: 'staff search "0-" (phone, 1 in 10), page of 50',
    path: () => '/api/staff/teachers?q=0-&limit=50',
  },
  {
    key: 'area',
    name: 'directory search "animation" (area), page of 50',
    path: () => '/api/teachers?q=animation&limit=50',
  },
  {
    key: 'reference',
    name: 'reference Fastify + pg handler, page of 50',
    path: () => '/reference/staff/teachers?limit=50',
  },
];

async function startReference(url: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/reference-server.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(`${baseUrl}/reference/staff/teachers`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
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
async function sequential(
  url: string,
  token: string,
  times: number,
): Promise<{ median: number; max: number; bytes: number; sent: number }> {
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

interface Size {
  size: number;
  server: BenchServer;
  reference: { baseUrl: string; stop: () => Promise<void> };
  token: string;
  middle: string;
}

/** A database of its own for `size` teachers on the PostgreSQL of `url` (created afresh), seeded. */
async function databaseFor(url: string, size: number): Promise<string> {
  const name = `bench_teachers_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const sized = new URL(url);
  sized.pathname = `/${name}`;
  await seedBenchTeachers(sized.href, size);
  return sized.href;
}

async function startSize(url: string, dir: string, size: number): Promise<Size> {
  const sizedUrl = await databaseFor(url, size);
  const server = await startBenchServer(sizedUrl, path.join(dir, `data-${size}`));
  const reference = await startReference(sizedUrl);
  const token = await signInToken(server.baseUrl, BENCH_ADMIN);
  return { size, server, reference, token, middle: await middleCursor(sizedUrl) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dir = benchRunDir('teachers');
  const database = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const url = process.env.DATABASE_URL ?? database!.url;
  const runs = new Map<string, LoadResult[]>();
  const goals: [string, boolean, string][] = [];
  const sizes: Size[] = [];
  try {
    for (const size of SIZES) sizes.push(await startSize(url, dir, size));
    const first = sizes[0]!;
    const headers = { authorization: `Bearer ${first.token}` };
    const ours = await (await fetch(`${first.server.baseUrl}/api/staff/teachers?limit=50`, { headers })).text();
    const theirs = await (
      await fetch(`${first.reference.baseUrl}/reference/staff/teachers?limit=50`, { headers })
    ).text();
    console.log(
      `Same bytes from the product and the reference: ${ours === theirs ? 'yes' : 'NO'} (${ours.length} bytes a page)`,
    );
    // Rounds go through every size and call in turn, so a slower minute of a shared machine weighs on all sizes alike.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { size, server, reference, token, middle } of sizes) {
        for (const call of CALLS) {
          const base = call.key === 'reference' ? reference.baseUrl : server.baseUrl;
          const target = `${base}${call.path(middle)}`;
          // Every time: a server idle while the others were measured has let its pool's connections go.
          await measure({ name: 'warm-up', url: target, token, seconds: 1, connections: CONNECTIONS });
          const result = await measure({
            name: `${call.name} — ${size.toLocaleString('en')}`,
            url: target,
            token,
            seconds,
            connections: CONNECTIONS,
          });
          runs.set(`${call.key}@${size}`, [...(runs.get(`${call.key}@${size}`) ?? []), result]);
        }
      }
      console.log(`Round ${round} of ${ROUNDS} measured.`);
    }
    const ten = sizes.find((entry) => entry.size === 10_000);
    if (ten) {
      const whole = await sequential(`${ten.server.baseUrl}/api/staff/teachers`, ten.token, 10);
      goals.push([
        `whole unpaged list of 10,000 (median of 10, ${(whole.bytes / 1e6).toFixed(1)} MB, ${(whole.sent / 1e3).toFixed(0)} KB gzipped) ≤ 150 ms`,
        whole.median <= 150,
        `${whole.median} ms (slowest ${whole.max} ms)`,
      ]);
    }
  } finally {
    for (const { server, reference } of sizes) {
      await server.stop();
      await reference.stop();
    }
    await database?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // Each figure is the median of the rounds; the spread is the slowest and fastest round's requests/s.
  const results = new Map<string, LoadResult & { spread: string }>();
  for (const [key, measured] of runs) {
    results.set(key, {
      ...measured[0]!,
      requestsPerSecond: median(measured.map((run) => run.requestsPerSecond)),
      p50: median(measured.map((run) => run.p50)),
      p99: median(measured.map((run) => run.p99)),
      errors: measured.reduce((sum, run) => sum + run.errors, 0),
      non2xx: measured.reduce((sum, run) => sum + run.non2xx, 0),
      spread: `${Math.min(...measured.map((run) => run.requestsPerSecond))}–${Math.max(...measured.map((run) => run.requestsPerSecond))}`,
    });
  }
  printResults(
    `Teacher list calls, median of ${ROUNDS} rounds of ${seconds} s each, ${CONNECTIONS} connections, ${os.cpus().length} cores, load from ${LOAD_GENERATOR} (load generator, servers, references and PostgreSQL on the same machine)`,
    [...results.values()],
  );
  const rps = (key: string, size: number) => results.get(`${key}@${size}`)?.requestsPerSecond ?? 0;
  for (const size of SIZES) {
    const ratio = rps('page', size) / Math.max(1, rps('reference', size));
    goals.push([
      `staff page of 50 ≥ 90% of the reference's req/s at ${size.toLocaleString('en')}`,
      ratio >= 0.9,
      `${Math.round(ratio * 100)}%`,
    ]);
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
