import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failures.mjs';

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
