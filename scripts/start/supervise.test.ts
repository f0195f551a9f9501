import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The supervisor in a process of its own (it handles the signals of the process it runs in), supervising a stand-in
 * server that crashes as often as told, then serves until SIGTERM.
 */

const SUPERVISE = path.join(import.meta.dirname, 'supervise.mjs');

const DRIVER = `
import { supervise } from ${JSON.stringify(pathToFileURL(SUPERVISE).href)};
const status = await supervise({
  script: process.argv[2],
  execArgv: [],
  backoff: { firstMs: 100, maxMs: 400, stableMs: 60_000 },
  onStart: (pid) => console.log('started ' + pid),
});
console.log('supervisor ends ' + status);
process.exitCode = status;
`;

// Appends each start's time to starts.log; crashes (code 3) on the first CRASHES starts, then serves. SIGTERM ends it
// with code 0, or, with SLOW_STOP, only a second one ends it (code 1).
const SERVER = `
import fs from 'node:fs';
const log = process.env.STARTS_LOG;
fs.appendFileSync(log, Date.now() + '\\n');
const starts = fs.readFileSync(log, 'utf8').trim().split('\\n').length;
if (process.env.NEEDS_A_PERSON) setTimeout(() => process.exit(78), 20);
else if (starts <= Number(process.env.CRASHES)) setTimeout(() => process.exit(3), 20);
else {
  setInterval(() => {}, 1000);
  let signals = 0;
  process.on('SIGTERM', () => {
    signals += 1;
    if (!process.env.SLOW_STOP) process.exit(0);
    if (signals === 2) process.exit(1);
  });
  console.log('serving');
}
`;

interface Run {
  dir: string;
  supervisor: ChildProcess;
  output: () => string;
  startsLog: string;
  exited: Promise<number | null>;
}

const runs: Run[] = [];
afterEach(() => {
  for (const run of runs.splice(0)) {
    run.supervisor.kill('SIGKILL');
    fs.rmSync(run.dir, { recursive: true, force: true });
  }
});

function run(env: Record<string, string>): Run {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-supervise-'));
  fs.writeFileSync(path.join(dir, 'driver.mjs'), DRIVER);
  fs.writeFileSync(path.join(dir, 'server.mjs'), SERVER);
  const startsLog = path.join(dir, 'starts.log');
  const supervisor = spawn(process.execPath, [path.join(dir, 'driver.mjs'), path.join(dir, 'server.mjs')], {
    env: { ...process.env, STARTS_LOG: startsLog, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  const started = { dir, supervisor, output: () => output, startsLog, exited };
  runs.push(started);
  return started;
}

const childPids = (output: string) => [...output.matchAll(/^started (\d+)$/gm)].map((match) => Number(match[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervisor of npm start', () => {
  it('starts a crashed server again after a back-off doubling to its ceiling, and SIGTERM stops both', async () => {
    const supervised = run({ CRASHES: '4' });
    await expect.poll(() => supervised.output().includes('serving'), { timeout: 10_000 }).toBe(true);
    const lines = supervised
      .output()
      .split('\n')
      .filter((line) => line.startsWith('[school]'));
    expect(lines).toEqual([
      '[school] Server exited with code 3; restarting in 0.1 s (restart 1)',
      '[school] Server exited with code 3; restarting in 0.2 s (restart 2)',
      '[school] Server exited with code 3; restarting in 0.4 s (restart 3)',
      '[school] Server exited with code 3; restarting in 0.4 s (restart 4)',
    ]);
    const starts = fs.readFileSync(supervised.startsLog, 'utf8').trim().split('\n').map(Number);
    const gaps = starts.slice(1).map((at, index) => at - starts[index]!);
    [100, 200, 400, 400].forEach((least, index) => expect(gaps[index]).toBeGreaterThanOrEqual(least));

    const server = childPids(supervised.output()).at(-1)!;
    supervised.supervisor.kill('SIGTERM');
    expect(await supervised.exited).toBe(0);
    expect(supervised.output()).toContain('supervisor ends 0');
    expect(alive(server)).toBe(false);
  });

  it('starts a server killed with SIGKILL again', async () => {
    const supervised = run({ CRASHES: '0' });
    await expect.poll(() => childPids(supervised.output()).length, { timeout: 10_000 }).toBe(1);
    process.kill(childPids(supervised.output())[0]!, 'SIGKILL');
    await expect.poll(() => childPids(supervised.output()).length, { timeout: 10_000 }).toBe(2);
    expect(supervised.output()).toContain('[school] Server was killed by SIGKILL; restarting in 0.1 s (restart 1)');
    supervised.supervisor.kill('SIGINT');
    await supervised.exited;
  });

  it('does not restart a server that could not start for a setting to fix (exit code 78), and ends with that code', async () => {
    const supervised = run({ CRASHES: '0', NEEDS_A_PERSON: '1' });
    expect(await supervised.exited).toBe(78);
    expect(childPids(supervised.output())).toHaveLength(1);
    expect(supervised.output()).toContain('not restarting it until that is fixed');
  });

  it('passes a second stop signal on, for a server slow to stop, and ends with its code', async () => {
    const supervised = run({ CRASHES: '0', SLOW_STOP: '1' });
    await expect.poll(() => supervised.output().includes('serving'), { timeout: 10_000 }).toBe(true);
    supervised.supervisor.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(childPids(supervised.output())[0]!)).toBe(true);
    supervised.supervisor.kill('SIGTERM');
    expect(await supervised.exited).toBe(1);
    expect(childPids(supervised.output())).toHaveLength(1);
  });
});
