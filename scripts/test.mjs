/**
 * `npm test`: every tier in order — typecheck, lint, contracts and migrations (the committed OpenAPI document and
 * migrations agree with the code), unit + API (Vitest on a real PostgreSQL), end-to-end (Playwright in Chromium),
 * chaos (kill -9 and restart, API fuzzing, hostile files) — then one closing line with the counts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { playwrightFailures, vitestFailures } from './test/failures.mjs';

fs.mkdirSync('.tmp', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named again under the closing line. */
const failures = [];
let broken = false;

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) broken = true;
  return result.status === 0;
}

/**
 * Runs the steps side by side (each is one process on one core at most), their output held back and printed whole,
 * step by step, in the given order. Answers whether each passed.
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

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Typecheck, lint and the two agreement checks are single processes: side by side they take the longest one's time.
const checks = [
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
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
const checked = await runTogether(checks);
checks.forEach(({ counted }, index) => {
  if (!counted) return;
  if (checked[index]) totals.passed += 1;
  else totals.failed += 1;
});

fs.rmSync('.tmp/vitest-results.json', { force: true });
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest-results.json',
]);
const vitest = readJson('.tmp/vitest-results.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  // A file that fails to load or whose set-up fails has no failed test (its tests are skipped): it counts as one.
  totals.failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  failures.push(...vitestFailures(vitest));
} else {
  totals.failed += 1;
  failures.push('unit and API tests (no report)');
}

fs.rmSync('.tmp/e2e-results.json', { force: true });
run('end-to-end tests', 'node', ['scripts/e2e.mjs']);
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
if (
  run('chaos: restarts after kill -9, API fuzzing, hostile files', 'npx', [
    'tsx',
    'scripts/test-chaos.ts',
    '--rounds',
    '5',
    '--requests',
    '1000',
  ])
)
  totals.passed += 1;
else {
  totals.failed += 1;
  failures.push('chaos');
}

if (broken && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
for (const name of failures) console.log(`failed: ${name}`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
