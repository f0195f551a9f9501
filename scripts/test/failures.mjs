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

function relative(file, root) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}
