import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { isProcessRunning } from '../lib/process-info';
import { startPostgresWatchdog } from './pg-watchdog';

/** A process that stands in for the server or the postmaster; it ends on SIGINT as a postmaster does. */
function standIn(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('the PostgreSQL watchdog', () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started) child.kill('SIGKILL');
    started.length = 0;
  });

  it('stops the postmaster (SIGINT) when the server dies by kill -9, then exits', async () => {
    const server = standIn();
    const postmaster = standIn();
    started.push(server, postmaster);
    const postmasterSignal = new Promise<NodeJS.Signals | null>((resolve) =>
      postmaster.once('exit', (_code, signal) => resolve(signal)),
    );
    const watchdog = startPostgresWatchdog({ serverPid: server.pid!, postmasterPid: postmaster.pid! });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(isProcessRunning(postmaster.pid!)).toBe(true);

    server.kill('SIGKILL');
    expect(await postmasterSignal).toBe('SIGINT');
    expect(await until(() => !isProcessRunning(watchdog!))).toBe(true);
  });

  it('exits by itself once the postmaster is gone, leaving the server alone', async () => {
    const server = standIn();
    const postmaster = standIn();
    started.push(server, postmaster);
    const watchdog = startPostgresWatchdog({ serverPid: server.pid!, postmasterPid: postmaster.pid! });
    postmaster.kill('SIGTERM');
    expect(await until(() => !isProcessRunning(watchdog!))).toBe(true);
    expect(isProcessRunning(server.pid!)).toBe(true);
  });
});
