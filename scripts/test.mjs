/**
 * `npm test`: every tier — unit + API (Vitest on a real PostgreSQL), end-to-end (Playwright in Chromium) with beside it
 * typecheck, lint, contracts and migrations (the committed OpenAPI document and migrations agree with the code), then
 * chaos (kill -9 and restart, API fuzzing, hostile files) — then one closing line with the counts.
 *
 * `npm run test:fast` (`--fast`): typecheck, lint, contracts and migrations, then unit + API; without end-to-end and
 * chaos: the loop's suite, run after each change. CI runs `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { playwrightFailures, stepPassed, vitestFailures } from './test/failures.mjs';

const fast = process.argv.includes('--fast');
fs.mkdirSync('.tmp', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named again under the closing line. */
const failures = [];
let broken = false;

/**
 * Runs one step, its output shown as it comes. `report` reads the step's JSON report once it has ended: the step
 * passes only when its exit code is 0 and that report counts no failure (see stepPassed), and its label says so.
 */
function run(label, command, args, report = () => undefined) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = stepPassed(result.status, report());
  const code = result.status ?? result.signal;
  console.log(
    `=== ${label}: ${ok ? 'ok' : `FAILED (exit code ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (!ok) broken = true;
  return ok;
}

/**
 * Runs the steps side by side, their output held back and printed whole, step by step, in the given order. Answers
 * whether each passed.
 */
async function runTogether(steps) {
  const started = Date.now();
  const outcomes = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => resolve({ ok: false, output: [Buffer.from(String(error))], ms: 0 }));
          child.on('close', (code) => resolve({ ok: code === 0, output, ms: Date.now() - started }));
        }),
    ),
  );
  steps.forEach(({ label }, index) => {
    const { ok, output, ms } = outcomes[index];
    console.log(`\n=== ${label} ===`);
    process.stdout.write(Buffer.concat(output));
    console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s (side by side) ===`);
    if (!ok) {
      broken = true;
      failures.push(label);
    }
  });
  return outcomes.map(({ ok }) => ok);
}

/** As `run`, without blocking: steps started beside it (runTogether) keep reading their output meanwhile. */
async function runAsync(label, command, args, report = () => undefined) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(null));
    child.on('close', (code, signal) => resolve(code ?? signal));
  });
  const ok = stepPassed(typeof status === 'number' ? status : null, report());
  console.log(
    `=== ${label}: ${ok ? 'ok' : `FAILED (exit code ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (!ok) broken = true;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** `npm run lint` with ESLint's and Prettier's caches in .tmp/ (files unchanged since their last pass are skipped). */
const CACHED_LINT =
  'npx eslint . --cache --cache-strategy content --cache-location .tmp/eslint-cache && ' +
  'npm run --silent lint:cycles && ' +
  'npx prettier --check . --log-level warn --cache --cache-location .tmp/prettier-cache';

// Typecheck, lint and the two agreement checks run side by side.
// With --fast, typecheck and lint keep what they learnt in .tmp/ from one run to the next (TypeScript's --incremental,
// ESLint's and Prettier's caches): after a change they look again at what it touched. `npm test` (CI) starts from
// nothing.
const checks = [
  fast
    ? { label: 'typecheck (incremental)', command: 'node', args: ['scripts/typecheck.mjs', '--incremental'] }
    : { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  fast
    ? { label: 'lint (cached)', command: 'sh', args: ['-c', CACHED_LINT] }
    : { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  // Contracts and migrations: the committed docs/openapi.json and SQL migrations agree with the code; one test each.
  {
    label: 'contracts and migrations: OpenAPI document = docs/openapi.json',
    command: 'npm',
    args: ['run', '--silent', 'openapi:check'],
    counted: true,
  },
  {
    label: 'contracts and migrations: Drizzle schema = committed migrations',
    command: 'npm',
    args: ['run', '--silent', 'db:check-migrations'],
    counted: true,
  },
];
/** Counts the two agreement checks, each one test. */
function countChecks(checked) {
  checks.forEach(({ counted }, index) => {
    if (!counted) return;
    if (checked[index]) totals.passed += 1;
    else totals.failed += 1;
  });
}

// The loop (--fast) runs the checks first, as they fail soonest. The full run starts them beside the end-to-end tier
// instead, in one pass over both: the two cores are busy through that tier (sampled 98–100 %), so what the checks
// cost is their CPU time, not their wall time, and the less they do the sooner the tier ends (decision 048).
if (fast) countChecks(await runTogether(checks));

fs.rmSync('.tmp/vitest-results.json', { force: true });
const vitestOk = run(
  'unit and API tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-results.json'],
  () => readJson('.tmp/vitest-results.json') ?? null,
);
const vitest = readJson('.tmp/vitest-results.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  // A file that fails to load or whose set-up fails has no failed test (its tests are skipped): it counts as one.
  totals.failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  const named = vitestFailures(vitest);
  failures.push(...named);
  // An error outside any test (an unhandled rejection, a teardown) fails the run with no failed test to name.
  if (!vitestOk && named.length === 0) failures.push('unit and API tests (an error outside the tests: see its output)');
} else {
  totals.failed += 1;
  failures.push('unit and API tests (no report)');
}

if (fast) finish('end-to-end and chaos not run (--fast); npm test runs every tier');

fs.rmSync('.tmp/e2e-results.json', { force: true });
const checksBeside = runTogether(checks);
await runAsync('end-to-end tests', 'node', ['scripts/e2e.mjs'], () => readJson('.tmp/e2e-results.json') ?? null);
countChecks(await checksBeside);
const e2e = readJson('.tmp/e2e-results.json');
if (e2e?.stats) {
  totals.passed += e2e.stats.expected;
  totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
  totals.skipped += e2e.stats.skipped;
  failures.push(...playwrightFailures(e2e));
} else {
  totals.failed += 1;
  failures.push('end-to-end tests (no report)');
}

// Crash recovery (kill -9 and restart), API fuzzing and hostile files, as one test: its own tables say which figure is bad.
// The hostile files first, alone; then the parts that mostly wait on restarts side by side (decision 049).
if (
  run('chaos: hostile files, then restarts after kill -9 and API fuzzing', 'npx', [
    'tsx',
    'scripts/test-chaos.ts',
    '--rounds',
    '5',
    '--requests',
    '1000',
    '--side-by-side',
  ])
)
  totals.passed += 1;
else {
  totals.failed += 1;
  failures.push('chaos');
}

finish();

/** The closing line with the counts, what failed named under it, and the exit code. */
function finish(note) {
  if (broken && totals.failed === 0) totals.failed = 1;
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${note ? ` (${note})` : ''}`,
  );
  for (const name of failures) console.log(`failed: ${name}`);
  process.exit(totals.failed > 0 || broken ? 1 : 0);
}
