import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Runs a process that installs the handlers, then ends the way `ending` says; resolves with its exit and output. */
function endProcess(ending: string, signal?: NodeJS.Signals): Promise<{ code: number | null; lines: string[] }> {
  const script = `
    const { createShutdown, installProcessEndHandlers } = await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'shutdown.ts')).href)});
    const shutdown = createShutdown({ log: (line) => console.log('log: ' + line), close: async () => console.log('closed') });
    installProcessEndHandlers({ shutdown, atExit: () => console.log('at exit') });
    setInterval(() => {}, 1000);
    console.log('ready');
    ${ending}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (signal && output.includes('ready')) child.kill(signal);
  });
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, lines: output.trim().split('\n').slice(1) })),
  );
}

describe('installProcessEndHandlers', () => {
  it.each([
    ['an uncaught exception', "setTimeout(() => { throw new Error('boom'); }, 10);", 'Uncaught exception'],
    ['an unhandled rejection', "setTimeout(() => Promise.reject(new Error('boom')), 10);", 'Unhandled rejection'],
  ])('closes in order on %s, then exits with code 1', async (_name, ending, reason) => {
    const { code, lines } = await endProcess(ending);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `log: ${reason}: closing HTTP, then the database pool, then the database.`,
      'closed',
      'at exit',
    ]);
  });

  it('closes in order on SIGTERM, then exits with code 0', async () => {
    const { code, lines } = await endProcess('', 'SIGTERM');
    expect(code).toBe(0);
    expect(lines).toEqual([
      'log: SIGTERM received: closing HTTP, then the database pool, then the database.',
      'closed',
      'at exit',
    ]);
  });

  it('runs the exit step on process.exit too', async () => {
    const { code, lines } = await endProcess('setTimeout(() => process.exit(3), 10);');
    expect(code).toBe(3);
    expect(lines).toEqual(['at exit']);
  });
});
