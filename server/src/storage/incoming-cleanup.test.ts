import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './file-storage';
import { cleanIncoming, INCOMING_DIR, parseIncomingName, processIncomingName } from './incoming-cleanup';

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 999_999;
}

describe('cleanIncoming', () => {
  let root: string;
  const folder = (name: string, withPart = true) => {
    const dir = path.join(root, INCOMING_DIR, name);
    fs.mkdirSync(dir, { recursive: true });
    if (withPart) fs.writeFileSync(path.join(dir, 'x.pdf.part'), 'half an upload');
    return dir;
  };
  const age = (target: string, ms: number) =>
    fs.utimesSync(target, new Date(Date.now() - ms), new Date(Date.now() - ms));
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'incoming-test-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names a folder per process that it can read back', () => {
    const name = processIncomingName({ hostname: 'app-1.school.internal', pid: 4242 });
    expect(parseIncomingName(name)).toEqual({ hostname: 'app-1.school.internal', pid: 4242 });
  });

  it("keeps the folder of a live process of this host and removes a dead one's", async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const live = folder(processIncomingName({ hostname: 'here', pid: sleeper.pid }));
      const dead = folder(processIncomingName({ hostname: 'here', pid: await deadPid() }));
      const removed = await cleanIncoming({ root, exclusive: false, hostname: 'here' });
      expect(removed).toEqual([dead]);
      expect(fs.existsSync(path.join(live, 'x.pdf.part'))).toBe(true);
    } finally {
      sleeper.kill();
    }
  });

  it("keeps another host's recent folder (its server may be uploading) but not one untouched for a day", async () => {
    const recent = folder(processIncomingName({ hostname: 'elsewhere', pid: 1 }));
    const stale = folder(processIncomingName({ hostname: 'elsewhere', pid: 2 }));
    age(stale, 25 * 60 * 60 * 1000);
    const loose = path.join(root, INCOMING_DIR, 'legacy.pdf.part');
    fs.writeFileSync(loose, 'an older version wrote parts here');
    const removed = await cleanIncoming({ root, exclusive: false, hostname: 'here' });
    expect(removed).toEqual([stale]);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.existsSync(loose)).toBe(true);
  });

  it('removes everything but its own folder when the data folder is its own (embedded database)', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const own = folder(processIncomingName(), false);
      folder(processIncomingName({ hostname: 'elsewhere', pid: 1 }));
      folder(processIncomingName({ pid: sleeper.pid }));
      fs.writeFileSync(path.join(root, INCOMING_DIR, 'legacy.pdf.part'), '');
      await cleanIncoming({ root, exclusive: true, keep: own });
      expect(fs.readdirSync(path.join(root, INCOMING_DIR))).toEqual([path.basename(own)]);
    } finally {
      sleeper.kill();
    }
  });

  it("is where the storage writes its parts, and the storage's exit removes its own folder", async () => {
    const storage = createLocalStorage({ root, key: crypto.randomBytes(32) });
    const name = storage.newName('txt');
    await storage.writeTemporary(name, Readable.from([Buffer.from('hello')]));
    expect(fs.existsSync(path.join(storage.temporaryFolder, `${name}.part`))).toBe(true);
    expect(parseIncomingName(path.basename(storage.temporaryFolder))?.pid).toBe(process.pid);
    await storage.publish(name);
    storage.releaseTemporaryFolder();
    expect(fs.readdirSync(path.join(root, INCOMING_DIR))).toEqual([]);
  });
});
