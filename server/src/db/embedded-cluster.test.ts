import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clusterState, ensureCluster } from './embedded-cluster';

/** Stands in for initdb: writes what a complete cluster holds. */
async function fakeInitdb(dir: string): Promise<void> {
  for (const file of ['PG_VERSION', 'global/pg_control', 'base/1/PG_VERSION']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '18');
  }
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 999_999;
}

describe('ensureCluster', () => {
  let parent: string;
  let databaseDir: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'));
    databaseDir = path.join(parent, 'pg');
    lines.length = 0;
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('creates a missing cluster in a private folder and moves it into place whole', async () => {
    const seen: string[] = [];
    await ensureCluster({ databaseDir, log, initialise: async (dir) => (seen.push(dir), fakeInitdb(dir)) });
    expect(seen[0]).toMatch(new RegExp(`pg\\.init-${process.pid}-[0-9a-f]+$`));
    expect(clusterState(databaseDir)).toBe('complete');
    expect(fs.readdirSync(parent)).toEqual(['pg']);
  });

  it('leaves a complete cluster alone', async () => {
    await fakeInitdb(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'data'), 'precious');
    let calls = 0;
    await ensureCluster({ databaseDir, log, initialise: async () => void calls++ });
    expect(calls).toBe(0);
    expect(fs.readFileSync(path.join(databaseDir, 'data'), 'utf8')).toBe('precious');
  });

  it.each([
    ['without PG_VERSION', ['global/pg_control', 'postgresql.conf']],
    ['without its control file', ['PG_VERSION', 'postgresql.conf', 'base/1/1259']],
  ])('recreates a half-created cluster (%s) that never ran', async (_name, files) => {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(databaseDir, file)), { recursive: true });
      fs.writeFileSync(path.join(databaseDir, file), 'x');
    }
    expect(clusterState(databaseDir)).toBe('never-completed');
    await ensureCluster({ databaseDir, log, initialise: fakeInitdb });
    expect(clusterState(databaseDir)).toBe('complete');
    expect(fs.existsSync(path.join(databaseDir, 'postgresql.conf'))).toBe(false);
    expect(lines.join('\n')).toMatch(/half-created/);
  });

  it('never removes a cluster that has run, even with files missing', async () => {
    fs.mkdirSync(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'PG_VERSION'), '18');
    fs.writeFileSync(path.join(databaseDir, 'postmaster.opts'), 'postgres -D …');
    expect(clusterState(databaseDir)).toBe('damaged');
    await expect(ensureCluster({ databaseDir, log, initialise: fakeInitdb })).rejects.toThrow(/has run before/);
    expect(fs.existsSync(path.join(databaseDir, 'postmaster.opts'))).toBe(true);
  });

  it("removes the initdb folder of a start killed midway, and keeps a live process's", async () => {
    const abandoned = path.join(parent, `pg.init-${await deadPid()}-aaaa`);
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    const live = path.join(parent, `pg.init-${sleeper.pid}-bbbb`);
    try {
      for (const folder of [abandoned, live]) fs.mkdirSync(path.join(folder, 'global'), { recursive: true });
      await ensureCluster({ databaseDir, log, initialise: fakeInitdb });
      expect(fs.existsSync(abandoned)).toBe(false);
      expect(fs.existsSync(live)).toBe(true);
    } finally {
      sleeper.kill();
    }
  });

  it('kills an initdb still writing into the folder of a killed first start before removing it', async () => {
    const abandoned = path.join(parent, `pg.init-${await deadPid()}-cccc`);
    fs.mkdirSync(abandoned);
    // A stand-in for initdb (its program name, its --pgdata argument) that keeps creating files in the folder.
    const initdb = path.join(parent, 'initdb');
    fs.symlinkSync(process.execPath, initdb);
    const writer = `let n = 0; setInterval(() => { try { require('fs').mkdirSync(${JSON.stringify(abandoned)} + '/base/' + n++, { recursive: true }); } catch {} }, 5);`;
    const stillWriting = spawn(initdb, ['-e', writer, '--', `--pgdata=${abandoned}`], { stdio: 'ignore' });
    const ended = new Promise((resolve) => stillWriting.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ensureCluster({ databaseDir, log, initialise: fakeInitdb });
    await ended;
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(clusterState(databaseDir)).toBe('complete');
  });

  it('leaves nothing when initdb fails', async () => {
    const failing = async (dir: string) => {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18');
      throw new Error('initdb: killed');
    };
    await expect(ensureCluster({ databaseDir, log, initialise: failing })).rejects.toThrow('initdb: killed');
    expect(fs.readdirSync(parent)).toEqual([]);
  });
});
