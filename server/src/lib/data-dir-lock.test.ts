import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { raceInProcesses } from '../../test/race';
import { lockDataDir } from './data-dir-lock';

/** The pid of a process that has exited, so no longer runs. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 999_999;
}

describe('lockDataDir', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first process lives, and frees the folder on release', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(sleeper.pid));
      expect(() => lockDataDir(dir)).toThrow(/already using the data folder/);
    } finally {
      sleeper.kill();
    }
    await new Promise((resolve) => sleeper.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock whose pid now names a younger process (the holder died and its pid was reused)', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    const stranger = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const lock = path.join(dir, 'server.lock');
      fs.writeFileSync(lock, String(stranger.pid));
      const anHourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lock, anHourAgo, anHourAgo);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      stranger.kill();
    }
  });

  it('is not blocked for ever by a takeover guard left by a crash', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(await deadPid()));
    const guard = path.join(dir, 'server.lock.takeover');
    fs.writeFileSync(guard, '');
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(guard, longAgo, longAgo);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('lets exactly one of several processes take over a stale lock at the same instant', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(await deadPid()));
    const outcomes = await raceInProcesses({
      count: 4,
      module: path.join(import.meta.dirname, 'data-dir-lock.ts'),
      body: `async ({ lockDataDir }) => (lockDataDir(${JSON.stringify(dir)}), 'locked')`,
    });
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => JSON.stringify(outcome).includes('already using the data folder')),
    ).toHaveLength(3);
  });
});
