/**
 * `npm run test:chaos`: the product against crashes. Rounds of kill -9 and restart (scripts/chaos/restarts.ts),
 * then the API fuzzer (scripts/chaos/fuzz.ts) on a fresh product. Prints one table each, and exits non-zero when a
 * figure is bad: a failed or slow restart, a lost acknowledged record, an orphan file, row or temporary part; a
 * 5xx, a request without answer, or a refused request that changed what is stored.
 * Usage: npm run test:chaos [-- --rounds 100] [--requests 1000] [--seed N] [--verbose (the restarted servers' output)]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFuzz } from './chaos/fuzz';
import { databaseUrlOf, total } from './chaos/inventory';
import { RESTART_GOAL_SECONDS, runRestarts, type RestartFigures } from './chaos/restarts';
import { ADMIN, startProduct, stopProduct } from './chaos/server-process';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

const rounds = argument('rounds', 5);
const requests = argument('requests', 1000);
const seed = argument('seed', Math.floor(Math.random() * 2 ** 31));

function restartTable(figures: RestartFigures, seconds: number): boolean {
  const finite = figures.restartSeconds.filter(Number.isFinite).sort((a, b) => a - b);
  // A failed restart counts in its own column; the times are those of the restarts that served.
  const worst = finite.length ? finite[finite.length - 1]! : Number.NaN;
  const median = finite.length ? finite[Math.floor(finite.length / 2)]! : Number.NaN;
  const { filesWithoutRow, rowsWithoutFile, temporaryParts, unacknowledgedRows } = figures.leftovers;
  const orphans = total(figures.leftovers);
  const ok = figures.failedRestarts === 0 && figures.lost === 0 && orphans === 0 && !(worst > RESTART_GOAL_SECONDS) && figures.problems.length === 0;
  const load = [...figures.loadAverages].sort((a, b) => a - b);
  const loadNote = load.length ? `, load average ${load[Math.floor(load.length / 2)]!.toFixed(1)} (max ${load[load.length - 1]!.toFixed(1)})` : '';
  console.log(`\n## Restarts after kill -9 (${os.cpus().length} cores${loadNote}, Node ${process.version}, seed ${seed}, ${seconds.toFixed(0)} s)\n`);
  console.log('| rounds | failed restarts | lost acknowledged | orphans (files without row / rows without file / temporary parts / unacknowledged rows) | worst restart | median restart |');
  console.log('|---:|---:|---:|---|---:|---:|');
  console.log(
    `| ${figures.rounds} | ${figures.failedRestarts} | ${figures.lost} | ${orphans} (${filesWithoutRow} / ${rowsWithoutFile} / ${temporaryParts} / ${unacknowledgedRows}) | ${worst.toFixed(2)} s | ${median.toFixed(2)} s |`,
  );
  console.log('\n| round kind | rounds | failed restarts | median restart | worst restart |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [kind, times] of Object.entries(figures.byKind)) {
    const served = times.filter(Number.isFinite).sort((a, b) => a - b);
    const shown = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(2)} s`);
    console.log(`| ${kind} | ${times.length} | ${times.length - served.length} | ${shown(served[Math.floor(served.length / 2)])} | ${shown(served.at(-1))} |`);
  }
  for (const problem of figures.problems) console.log(`\n- ${problem}`);
  console.log(`\n${ok ? 'PASS' : 'FAIL'}: every restart within ${RESTART_GOAL_SECONDS} s, nothing acknowledged lost, no orphan.`);
  return ok;
}

/** The API fuzzer (scripts/chaos/fuzz.ts) against the product started on a fresh data folder. */
async function fuzz(): Promise<boolean> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-chaos-fuzz-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(workDir, 0o711);
  const dataDir = path.join(workDir, 'data');
  const { product, seconds } = await startProduct({ dataDir, timeoutMs: 120_000 });
  try {
    if (seconds === undefined) throw new Error(`the product did not start for the fuzzer:\n${product.output()}`);
    const result = await runFuzz({
      baseUrl: product.baseUrl,
      requests,
      seed,
      accounts: { staff: ADMIN },
      databaseUrl: databaseUrlOf(dataDir),
      filesDir: path.join(dataDir, 'files'),
    });
    const ok = result.status5xx === 0 && result.noAnswer === 0 && result.stateChanges === 0;
    console.log(`\n## API fuzzing (${result.fingerprint} fingerprint, seed ${seed}, ${result.seconds.toFixed(0)} s${result.stoppedBy === 'time' ? ', stopped by its time limit' : ''})\n`);
    console.log('| requests | 5xx | no answer | refused but changed what is stored | refused requests replayed |');
    console.log('|---:|---:|---:|---:|---:|');
    console.log(`| ${result.requests} | ${result.status5xx} | ${result.noAnswer} | ${result.stateChanges} | ${result.replayed} |`);
    for (const failure of result.failures) console.log(`\n- ${failure}`);
    console.log(`\n${ok ? 'PASS' : 'FAIL'}: no 5xx, every request answered, no refused request changed what is stored.`);
    return ok;
  } finally {
    await stopProduct(product);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const figures = await runRestarts({ rounds, seed, log: (line) => console.log(line), verbose: process.argv.includes('--verbose') });
  const restartsOk = restartTable(figures, (performance.now() - started) / 1000);
  const fuzzOk = await fuzz();
  process.exitCode = restartsOk && fuzzOk ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
