/**
 * Start-up time and idle memory of `npm start` (node scripts/start.mjs: build check, then the compiled server) on
 * a throw-away data folder: one first start (cluster creation, migrations, first administrator; reported apart),
 * then N starts on the existing folder, each after an untimed build if sources changed, each timed from spawn to
 * the first 200 of /api/health, its resident memory read 5 s after ready, and stopped with SIGTERM.
 * Prints a table and PASS/FAIL against "ready in ≤ 2 s" (the median of the N starts).
 * Usage: npm run bench:start [-- --runs 5]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/src/lib/free-port';
import { PROJECT_ROOT } from '../server/src/lib/project-paths';
import { startNodeOptions } from './bench/start-options';
import { stopProcess, waitUntilHealthy } from './bench/start-server';

const GOAL_SECONDS = 2;
const IDLE_MS = 5_000;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;

interface StartMeasure {
  readySeconds: number;
  idleRssMb: number;
  rebuilt: boolean;
  exitCode: number | null;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

async function measureStart(dataDir: string): Promise<StartMeasure> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...startNodeOptions(), path.join(PROJECT_ROOT, 'scripts', 'start.mjs')], {
    cwd: PROJECT_ROOT,
    // Without the supervisor: the pid whose memory is read is the server's (the supervisor adds a bare Node's ~50 MB).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench-admin@school.test',
      ADMIN_PASSWORD: 'bench-admin-password',
      SUPERVISE: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilHealthy(`http://127.0.0.1:${port}`, child, 180_000);
  } catch (error) {
    process.stdout.write(output);
    throw error;
  }
  const readySeconds = (performance.now() - spawnedAt) / 1000;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleRssMb = child.pid === undefined ? Number.NaN : residentMb(child.pid);
  const exitCode = await stopProcess(child);
  return { readySeconds, idleRssMb, rebuilt: output.includes('Building '), exitCode };
}

function buildIfStale(): void {
  const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
}

function summary(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-start-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(dataDir, 0o711);
  try {
    console.log(`First start on an empty data folder (${dataDir})...`);
    const first = await measureStart(dataDir);
    const measures: StartMeasure[] = [];
    for (let run = 1; run <= runs; run++) {
      // Not timed: the build a start would do if sources changed since the last one (others may be editing them).
      buildIfStale();
      const measure = await measureStart(dataDir);
      console.log(
        `start ${run}/${runs}: ready in ${measure.readySeconds.toFixed(2)} s, idle RSS ${measure.idleRssMb.toFixed(0)} MB, exit code ${measure.exitCode}${measure.rebuilt ? ' (rebuilt: sources changed)' : ''}`,
      );
      measures.push(measure);
    }

    const ready = summary(measures.map((measure) => measure.readySeconds));
    const rss = summary(measures.map((measure) => measure.idleRssMb));
    console.log(
      `\n## Start-up (${runs} starts on an existing data folder, ${os.cpus().length} cores, Node ${process.version})\n`,
    );
    console.log('| measure | min | median | max |');
    console.log('|---|---|---|---|');
    console.log(
      `| spawn → first 200 of /api/health | ${ready.min.toFixed(2)} s | ${ready.median.toFixed(2)} s | ${ready.max.toFixed(2)} s |`,
    );
    console.log(
      `| resident memory ${IDLE_MS / 1000} s after ready | ${rss.min.toFixed(0)} MB | ${rss.median.toFixed(0)} MB | ${rss.max.toFixed(0)} MB |`,
    );
    console.log(
      `| first start (empty folder${first.rebuilt ? ', with a build' : ''}) | | ${first.readySeconds.toFixed(2)} s | |`,
    );
    const rebuilt = measures.filter((measure) => measure.rebuilt).length;
    if (rebuilt > 0)
      console.log(
        `\n${rebuilt} of the ${runs} starts rebuilt the server or web app because their sources changed meanwhile.`,
      );
    const unclean = [first, ...measures].filter((measure) => measure.exitCode !== 0).length;
    if (unclean > 0) console.log(`\n${unclean} start(s) did not exit with code 0 on SIGTERM.`);

    const pass = ready.median <= GOAL_SECONDS && unclean === 0;
    console.log(
      `\n${pass ? 'PASS' : 'FAIL'}: ready in ≤ ${GOAL_SECONDS} s (median ${ready.median.toFixed(2)} s)${unclean > 0 ? ', clean exit on SIGTERM' : ''}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
