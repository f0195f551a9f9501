import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessRunning } from '../lib/process-info';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { clearStalePostmaster, isPostmasterOf, parsePostmasterPid } from './embedded-recovery';

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 999_999;
}

const pidFileOf = (pid: number, dataDir: string, port = 5999) =>
  `${pid}\n${dataDir}\n1700000000\n${port}\n\nlocalhost\n  5999001         0\nready   \n`;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0]?.one === 1;
  } finally {
    await client.end();
  }
}

describe('clearStalePostmaster, on files alone', () => {
  let databaseDir: string;
  beforeAll(() => {
    databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recovery-test-'));
  });
  afterAll(() => fs.rmSync(databaseDir, { recursive: true, force: true }));

  it('reads pid, data folder and port from postmaster.pid', () => {
    expect(parsePostmasterPid(pidFileOf(123, '/srv/pg', 4321))).toEqual({ pid: 123, dataDir: '/srv/pg', port: 4321 });
    expect(parsePostmasterPid('')).toBeUndefined();
  });

  it('removes a postmaster.pid whose process is gone', async () => {
    const pidFile = path.join(databaseDir, 'postmaster.pid');
    fs.writeFileSync(pidFile, pidFileOf(await deadPid(), databaseDir));
    await clearStalePostmaster({ databaseDir, log: () => undefined });
    expect(fs.existsSync(pidFile)).toBe(false);
  });

  it('removes a postmaster.pid whose pid now names a process that is no postgres, and leaves that process alone', async () => {
    const other = spawn(process.execPath, ['-e', "process.stdout.write('ready'); setTimeout(() => {}, 20000)"]);
    try {
      // The case needs a live process: one that has spoken has started. One that ends first fails here by its name:
      // while it exits, /proc names no arguments of it, and the recovery rightly leaves such a file alone.
      await new Promise((resolve, reject) => {
        other.stdout.once('data', resolve);
        other.once('exit', (code, signal) => reject(new Error(`the other process ended first (${code ?? signal})`)));
      });
      const pidFile = path.join(databaseDir, 'postmaster.pid');
      fs.writeFileSync(pidFile, pidFileOf(other.pid!, databaseDir));
      const lines: string[] = [];
      await clearStalePostmaster({ databaseDir, log: (line) => lines.push(line) });
      expect(fs.existsSync(pidFile)).toBe(false);
      expect(lines.join('\n')).toMatch(/another process now/);
      expect(isProcessRunning(other.pid!)).toBe(true);
    } finally {
      other.kill();
    }
  });

  it('removes a half-written postmaster.pid', async () => {
    const pidFile = path.join(databaseDir, 'postmaster.pid');
    fs.writeFileSync(pidFile, '');
    await clearStalePostmaster({ databaseDir, log: () => undefined });
    expect(fs.existsSync(pidFile)).toBe(false);
  });
});

describe('clearStalePostmaster, with a real PostgreSQL', () => {
  let dir: string;
  let databaseDir: string;
  let database: EmbeddedDatabase | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recovery-pg-test-'));
    fs.chmodSync(dir, 0o711);
    databaseDir = path.join(dir, 'pg');
    database = await startEmbeddedPostgres({ dir, database: 'school' });
  }, 120_000);
  afterAll(async () => {
    await database?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('recognises the postmaster of its folder, and only of its folder', () => {
    const recorded = parsePostmasterPid(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8'));
    expect(recorded?.dataDir).toBe(databaseDir);
    expect(isPostmasterOf(recorded!.pid, databaseDir)).toBe(true);
    expect(isPostmasterOf(recorded!.pid, dir)).toBe(false);
    expect(isPostmasterOf(process.pid, databaseDir)).toBe(false);
  });

  it("leaves alone a postgres that serves another folder, removing only this folder's stale file", async () => {
    const otherDir = path.join(dir, 'other');
    fs.mkdirSync(otherDir);
    fs.copyFileSync(path.join(databaseDir, 'postmaster.pid'), path.join(otherDir, 'postmaster.pid'));
    await clearStalePostmaster({ databaseDir: otherDir, log: () => undefined });
    expect(fs.existsSync(path.join(otherDir, 'postmaster.pid'))).toBe(false);
    expect(await answers(database!.url)).toBe(true);
  });

  it('shuts down a PostgreSQL left running on its folder, and the cluster starts again with its data', async () => {
    const first = database!;
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$acknowledged$$)');
    await client.end();
    const { pid } = parsePostmasterPid(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8'))!;

    const lines: string[] = [];
    await clearStalePostmaster({ databaseDir, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(/left running/);
    expect(isProcessRunning(pid)).toBe(false);
    expect(fs.existsSync(path.join(databaseDir, 'postmaster.pid'))).toBe(false);
    // Its server learns that the database went away under it.
    await expect(
      Promise.race([
        first.lost.then(() => 'lost'),
        new Promise((resolve) => setTimeout(resolve, 5_000, 'still there')),
      ]),
    ).resolves.toBe('lost');

    database = await startEmbeddedPostgres({ dir, database: 'school' });
    const again = new pg.Client({ connectionString: database.url });
    await again.connect();
    expect((await again.query('SELECT note FROM kept')).rows).toEqual([{ note: 'acknowledged' }]);
    await again.end();
  }, 60_000);

  it('starts over a stale postmaster.pid that names a live process which is not PostgreSQL', async () => {
    await database!.stop();
    database = undefined;
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(databaseDir, 'postmaster.pid'), pidFileOf(other.pid!, databaseDir));
      database = await startEmbeddedPostgres({ dir, database: 'school' });
      expect(await answers(database.url)).toBe(true);
    } finally {
      other.kill();
    }
  }, 60_000);
});
