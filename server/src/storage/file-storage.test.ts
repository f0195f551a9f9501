import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './file-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
const storage = createLocalStorage({ root, key: crypto.randomBytes(32) });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const everyFile = (dir = root): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? everyFile(path.join(dir, entry.name)) : [entry.name]));

async function store(content: string): Promise<string> {
  const name = storage.newName('txt');
  await storage.writeTemporary(name, Readable.from([Buffer.from(content)]));
  await storage.publish(name);
  return name;
}

describe('local encrypted storage', () => {
  it('keeps a file invisible until published, encrypted on disk, and gives back the plaintext', async () => {
    const name = storage.newName('pdf');
    const content = 'Contenido privado del profesor '.repeat(1000);
    const { size } = await storage.writeTemporary(name, Readable.from([Buffer.from(content)]));
    expect(size).toBe(content.length);
    expect(fs.existsSync(path.join(root, name))).toBe(false);
    await storage.publish(name);
    const onDisk = fs.readFileSync(path.join(root, name));
    expect(onDisk.includes(Buffer.from('Contenido privado'))).toBe(false);
    const opened = await storage.open(name);
    expect(opened.size).toBe(content.length);
    expect(await text(opened.stream)).toBe(content);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const before = everyFile();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.writeTemporary(storage.newName('pdf'), failing)).rejects.toThrow('connection reset');
    expect(everyFile()).toEqual(before);
  });

  it('refuses a file that was altered or copied under another name', async () => {
    const name = await store('nota original');
    const tampered = fs.readFileSync(path.join(root, name));
    tampered[tampered.length - 20]! ^= 0xff;
    fs.writeFileSync(path.join(root, name), tampered);
    await expect(text((await storage.open(name)).stream)).rejects.toThrow();

    const original = await store('otra nota');
    const copy = storage.newName('txt');
    fs.copyFileSync(path.join(root, original), path.join(root, copy));
    await expect(text((await storage.open(copy)).stream)).rejects.toThrow();
  });

  it('refuses unsafe names', async () => {
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow('Unsafe stored file name');
    await expect(storage.open('..')).rejects.toThrow('Unsafe stored file name');
  });
});
