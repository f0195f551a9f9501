/**
 * A school's ordinary day cannot take the product down (issue 21): a real person's sign-in time (median and p95
 * of sequential sign-ins) and /api/health's, idle and under each abusive load, against the real server (its own
 * process, the compiled bundle) on a throw-away embedded database with 10,000 teachers:
 *   (a) 200 connections posting set-password with bogus tokens,
 *   (b) 8 senders posting 900 KB of deeply nested JSON to /api/auth/login,
 *   (c) 1,000 concurrent CSV exports (teachers.csv) by one staff account,
 *   (d) 1,000 concurrent analytics calls by one staff account,
 *   (e) a flood of password-reset requests (100 connections, a new address each time).
 * The load runs in its own process (autocannon), so the measuring client does not share its event
 * loop. Prints a table with each figure's ratio to idle; the goal is within 2× of idle.
 * Usage: npm run bench:abuse [-- --sign-ins 20 --teachers 10000]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { PROJECT_ROOT } from '../server/src/lib/project-paths';
import { seedBenchTeachers } from './bench/seed-teachers';
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const SIGN_INS = argument('sign-ins', 20);
const TEACHERS = argument('teachers', 10_000);
const SECOND_STAFF = {
  username: 'bench-staff-2',
  email: 'bench-staff-2@school.test',
  password: 'bench-staff-password',
  role: 'staff',
};
/** A teacher of seedBenchTeachers: the real person who signs in. */
const PERSON = { email: 'bench.teacher.1@school.test', password: 'bench-teacher-password' };
const AUTOCANNON = path.join(PROJECT_ROOT, 'node_modules', 'autocannon');

interface Load {
  name: string;
  /** autocannon's options but the duration: url, connections, method, headers, body. */
  options: (baseUrl: string, tokens: { staff1: string; staff2: string }) => Record<string, unknown>;
}

interface Timings {
  median: number;
  p95: number;
  failed: number;
}

interface Row {
  name: string;
  signIn: Timings;
  health: Timings;
  answers: string;
}

const json = { 'content-type': 'application/json' };

const LOADS: Load[] = [
  {
    name: '(a) 200 connections posting set-password with bogus tokens',
    options: (baseUrl) => ({
      url: `${baseUrl}/api/auth/set-password`,
      connections: 200,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: 'bogus-token-bogus-token-bogus-token-0001', password: 'una-contraseña-larga-1' }),
    }),
  },
  {
    name: '(b) 8 senders posting 900 KB nested JSON to /api/auth/login',
    options: (baseUrl) => ({
      url: `${baseUrl}/api/auth/login`,
      connections: 8,
      method: 'POST',
      headers: json,
      nestedBody: 450_000,
    }),
  },
  {
    name: '(c) 1,000 concurrent CSV exports by one staff account',
    options: (baseUrl, tokens) => ({
      url: `${baseUrl}/api/staff/teachers.csv`,
      connections: 1000,
      headers: { authorization: `Bearer ${tokens.staff1}` },
    }),
  },
  {
    name: '(d) 1,000 concurrent analytics calls by one staff account',
    options: (baseUrl, tokens) => ({
      url: `${baseUrl}/api/staff/analytics`,
      connections: 1000,
      headers: { authorization: `Bearer ${tokens.staff2}` },
    }),
  },
  {
    name: '(e) a flood of password-reset requests (100 connections)',
    options: (baseUrl) => ({
      url: `${baseUrl}/api/auth/password-reset`,
      connections: 100,
      method: 'POST',
      headers: json,
      idReplacement: true,
      body: '{"email":"flood-[<id>]@school.test"}',
    }),
  },
];

/**
 * The load generator's process: autocannon's API with the options of argv[1] (JSON), stopped by SIGTERM, printing
 * how many answers of each class and errors it got. `nestedBody: n` is a body of n brackets opened, then closed (900 KB
 * for 450,000: what a JSON parser and a recursive walk pay for most), made here as no argument holds it.
 */
const LOAD_PROCESS = `
const autocannon = require(${JSON.stringify(AUTOCANNON)});
const { nestedBody, ...options } = JSON.parse(process.argv[1]);
if (nestedBody) options.body = '['.repeat(nestedBody) + ']'.repeat(nestedBody);
const instance = autocannon({ ...options, duration: 600, timeout: 30 }, (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ total: result.requests.total, '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'], errors: result.errors, timeouts: result.timeouts }));
  process.exit(0);
});
process.on('SIGTERM', () => instance.stop());
`;

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** `count` sequential calls, each timed from send to the last byte of its answer. */
async function timeSequential(count: number, call: () => Promise<Response>): Promise<Timings> {
  const times: number[] = [];
  let failed = 0;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    try {
      const response = await call();
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    } catch {
      failed += 1;
    }
    times.push(performance.now() - started);
  }
  return { median: median(times), p95: percentile(times, 0.95), failed };
}

function measureSignIns(baseUrl: string): Promise<Timings> {
  return timeSequential(SIGN_INS, () =>
    fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PERSON),
      signal: AbortSignal.timeout(30_000),
    }),
  );
}

function measureHealth(baseUrl: string): Promise<Timings> {
  return timeSequential(SIGN_INS, () => fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) }));
}

/** Starts the load in its own process; `stop` ends it and answers what it got. */
function startLoad(options: Record<string, unknown>): { stop: () => Promise<string> } {
  const child: ChildProcess = spawn(process.execPath, ['-e', LOAD_PROCESS, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          try {
            const result = JSON.parse(output) as Record<
              'total' | '2xx' | '4xx' | '5xx' | 'errors' | 'timeouts',
              number
            >;
            resolve(
              `${result.total} answered: ${result['2xx']} 2xx, ${result['4xx']} 4xx, ${result['5xx']} 5xx; ${result.errors} errors, ${result.timeouts} timeouts`,
            );
          } catch {
            resolve('(no figures from the load generator)');
          }
        });
        child.kill('SIGTERM');
      }),
  };
}

async function main() {
  const dir = benchRunDir('abuse');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const rows: Row[] = [];
  try {
    await seedBenchTeachers(database.url, TEACHERS);
    const server = await startBenchServer(database.url, path.join(dir, 'data'));
    try {
      const { baseUrl } = server;
      const adminToken = await signInToken(baseUrl, BENCH_ADMIN);
      const created = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify(SECOND_STAFF),
      });
      if (!created.ok) throw new Error(`creating the second staff account: ${created.status} ${await created.text()}`);
      const tokens = { staff1: adminToken, staff2: await signInToken(baseUrl, SECOND_STAFF) };

      // Warm the server (the sign-in's code and hashing, the health check's connection).
      await measureSignIns(baseUrl);
      await measureHealth(baseUrl);
      rows.push({
        name: 'idle',
        signIn: await measureSignIns(baseUrl),
        health: await measureHealth(baseUrl),
        answers: '',
      });
      for (const load of LOADS) {
        console.log(`Measuring under ${load.name}…`);
        const running = startLoad(load.options(baseUrl, tokens));
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const signInTimes = await measureSignIns(baseUrl);
        const healthTimes = await measureHealth(baseUrl);
        const answers = await running.stop();
        rows.push({ name: load.name, signIn: signInTimes, health: healthTimes, answers });
        // Let the server drain what the load left before the next one.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const idle = rows[0]!;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
  const failures = (timings: Timings) => (timings.failed > 0 ? ` (${timings.failed} failed)` : '');
  console.log(
    `\nAbusive loads, ${SIGN_INS} sequential sign-ins and health checks under each; ${os.cpus().length} cores (load, server and PostgreSQL on the same machine)`,
  );
  console.log(
    "| load | sign-in median | sign-in p95 | median × idle | p95 × idle | /api/health median | × idle | goal (sign-in median within 2× of idle) | the load's answers |",
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const row of rows) {
    const pass = row.signIn.median <= 2 * idle.signIn.median && row.signIn.failed === 0;
    console.log(
      `| ${row.name} | ${ms(row.signIn.median)}${failures(row.signIn)} | ${ms(row.signIn.p95)} | ${ratio(row.signIn.median, idle.signIn.median)} | ${ratio(row.signIn.p95, idle.signIn.p95)} | ${ms(row.health.median)}${failures(row.health)} | ${ratio(row.health.median, idle.health.median)} | ${row === idle ? '' : pass ? 'PASS' : 'FAIL'} | ${row.answers} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
