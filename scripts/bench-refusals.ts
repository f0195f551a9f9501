/**
 * What refusals cost the others (issue 41): a real person's sign-in time (median, p90 and p95 of sequential
 * sign-ins), idle and while 2,000 connections keep sending sign-ins that are already refused (an account blocked
 * after its failed attempts: every answer is a 429, sent after the one-second pause). Against the real server (its
 * own process, the compiled bundle) on a throw-away embedded database; the load runs in its own process
 * (autocannon). The sign-ins go on, 100 ms apart, for `--seconds` of load (and as long idle), so a slow server is
 * measured over as much of the load as a fast one.
 * Usage: npx tsx scripts/bench-refusals.ts [--seconds 20 --connections 2000]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { PROJECT_ROOT } from '../server/src/lib/project-paths';
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const SECONDS = argument('seconds', 20);
const CONNECTIONS = argument('connections', 2_000);
const AUTOCANNON = path.join(PROJECT_ROOT, 'node_modules', 'autocannon');
const PERSON = { username: 'bench-person', email: 'bench-person@school.test', password: 'bench-person-password' };
const BLOCKED = { username: 'bench-blocked', email: 'bench-blocked@school.test', password: 'bench-blocked-password' };

const LOAD_PROCESS = `
const autocannon = require(${JSON.stringify(AUTOCANNON)});
const options = JSON.parse(process.argv[1]);
const instance = autocannon({ ...options, duration: 600, timeout: 30 }, (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ total: result.requests.total, '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'], errors: result.errors, timeouts: result.timeouts }));
  process.exit(0);
});
process.on('SIGTERM', () => instance.stop());
`;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

interface Timings {
  count: number;
  median: number;
  p90: number;
  p95: number;
  failed: number;
}

async function signInTimes(baseUrl: string, seconds = SECONDS): Promise<Timings> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PERSON.email, password: PERSON.password }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    await response?.arrayBuffer();
    if (!response?.ok) failed += 1;
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    count: times.length,
    median: percentile(times, 0.5),
    p90: percentile(times, 0.9),
    p95: percentile(times, 0.95),
    failed,
  };
}

async function main() {
  const dir = benchRunDir('refusals');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  try {
    const server = await startBenchServer(database.url, path.join(dir, 'data'));
    try {
      const { baseUrl } = server;
      const admin = await signInToken(baseUrl, BENCH_ADMIN);
      for (const account of [PERSON, BLOCKED]) {
        const created = await fetch(`${baseUrl}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({ ...account, role: 'teacher' }),
        });
        if (!created.ok) throw new Error(`creating ${account.email}: ${created.status} ${await created.text()}`);
      }
      // The blocked account: wrong passwords until its sign-ins are refused (429) from this address.
      const wrong = JSON.stringify({ email: BLOCKED.email, password: 'not-the-password' });
      for (let attempt = 0; attempt < 12; attempt++)
        await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: wrong,
        });
      const refused = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: wrong,
      });
      if (refused.status !== 429) throw new Error(`the blocked account is not refused: ${refused.status}`);

      await signInTimes(baseUrl, 3); // warm-up
      const idle = await signInTimes(baseUrl);
      const child = spawn(
        process.execPath,
        [
          '-e',
          LOAD_PROCESS,
          JSON.stringify({
            url: `${baseUrl}/api/auth/login`,
            connections: CONNECTIONS,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: wrong,
          }),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const loaded = await signInTimes(baseUrl);
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
      console.log(
        `\nSequential sign-ins of another person, 100 ms apart, for ${SECONDS} s; ${os.cpus().length} cores (load, server and PostgreSQL on one machine)`,
      );
      console.log('| | sign-ins | median | p90 | p95 | median × idle | p90 × idle | failed |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const [name, row] of [
        ['idle', idle],
        [`${CONNECTIONS} connections of refused sign-ins`, loaded],
      ] as const)
        console.log(
          `| ${name} | ${row.count} | ${ms(row.median)} | ${ms(row.p90)} | ${ms(row.p95)} | ${ratio(row.median, idle.median)} | ${ratio(row.p90, idle.p90)} | ${row.failed} |`,
        );
      console.log(`The load's answers: ${output}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
