import { describe, expect, it } from 'vitest';
import { playwrightFailures, stepPassed, vitestFailures } from './failures.mjs';

describe('vitestFailures', () => {
  it('names each failed test by file, and a file that failed without a failed test', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a › refuses the other teacher' },
          ],
        },
        { name: '/repo/server/b.test.ts', status: 'failed', assertionResults: [{ status: 'skipped', fullName: 'b' }] },
        { name: '/repo/server/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'server/a.test.ts › a › refuses the other teacher',
      'server/b.test.ts (did not load or its set-up failed)',
    ]);
  });

  it('names nothing when there is no report', () => {
    expect(vitestFailures(undefined)).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('names unexpected and flaky tests in nested suites, with their project and line', () => {
    const report = {
      suites: [
        {
          file: 'walk.spec.ts',
          specs: [{ title: 'fits', line: 3, tests: [{ status: 'expected', projectName: 'walk' }] }],
          suites: [
            {
              title: 'staff',
              specs: [
                { title: 'opens a dialog', line: 12, tests: [{ status: 'unexpected', projectName: 'chromium' }] },
                { title: 'retries', line: 20, tests: [{ status: 'flaky', projectName: 'chromium' }] },
                { title: 'skipped', line: 30, tests: [{ status: 'skipped', projectName: 'chromium' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      '[chromium] walk.spec.ts:12 › opens a dialog (unexpected)',
      '[chromium] walk.spec.ts:20 › retries (flaky)',
    ]);
  });
});

describe('stepPassed', () => {
  const vitestReport = (failed: number, failedFiles = 0, success = failed + failedFiles === 0) => ({
    success,
    numFailedTests: failed,
    numFailedTestSuites: failedFiles,
  });

  it('fails a Vitest step that exited with 0 over failed tests (the step once printed ok over them)', () => {
    expect(stepPassed(0, vitestReport(1, 1))).toBe(false);
    expect(stepPassed(0, vitestReport(0, 1))).toBe(false);
  });

  it('fails a step whose report counts no failure but that exited with another code (an error outside the tests)', () => {
    expect(stepPassed(1, vitestReport(0))).toBe(false);
    expect(stepPassed(null, vitestReport(0))).toBe(false);
  });

  it('passes a step that exited with 0 and whose report counts no failure', () => {
    expect(stepPassed(0, vitestReport(0))).toBe(true);
    expect(stepPassed(0, { stats: { expected: 3, unexpected: 0, flaky: 0 } })).toBe(true);
    expect(stepPassed(0, undefined)).toBe(true);
  });

  it('fails a Playwright step whose report counts an unexpected or flaky test, whatever its exit code', () => {
    expect(stepPassed(0, { stats: { expected: 3, unexpected: 1, flaky: 0 } })).toBe(false);
    expect(stepPassed(0, { stats: { expected: 3, unexpected: 0, flaky: 1 } })).toBe(false);
  });
});
