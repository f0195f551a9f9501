/**
 * The real app for the upload benchmark, in its own process, with either the encrypted storage of
 * production or a plaintext one that exists only here (to measure what encryption costs).
 * Reports its resident memory (baseline and peak) to the parent over IPC.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../../server/src/app';
import { ensureFirstAdmin } from '../../server/src/bootstrap/first-admin';
import { connectDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { createLocalStorage, type FileStorage } from '../../server/src/storage/file-storage';

function plaintextStorage(root: string): FileStorage {
  const temp = (name: string) => path.join(root, `${name}.part`);
  fs.mkdirSync(root, { recursive: true });
  return {
    root,
    newName: (extension) => `${crypto.randomUUID()}.${extension}`,
    async writeTemporary(name, source: Readable, transforms: Transform[] = []) {
      let size = 0;
      source.on('data', (chunk: Buffer) => (size += chunk.length));
      await pipeline([source, ...transforms, fs.createWriteStream(temp(name))]);
      return { size };
    },
    publish: (name) => fsp.rename(temp(name), path.join(root, name)),
    discardTemporary: (name) => fsp.rm(temp(name), { force: true }),
    async open(name) {
      const stat = await fsp.stat(path.join(root, name));
      return { stream: fs.createReadStream(path.join(root, name)), size: stat.size };
    },
    read: (name) => fsp.readFile(path.join(root, name)),
    remove: (name) => fsp.rm(path.join(root, name), { force: true }),
  };
}

const [mode, filesDir] = process.argv.slice(2) as ['encrypted' | 'plaintext', string];
const { db } = connectDatabase(process.env.DATABASE_URL!);
await runMigrations(db);
await ensureFirstAdmin({ db, email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
const storage =
  mode === 'encrypted'
    ? createLocalStorage({ root: filesDir, key: crypto.randomBytes(32) })
    : plaintextStorage(filesDir);
const app = await buildApp({ db, storage, webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });

globalThis.gc?.();
let baseline = process.memoryUsage().rss;
let peak = baseline;
setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20).unref();

process.on('message', (message: { type: string }) => {
  if (message.type === 'reset') {
    globalThis.gc?.();
    baseline = process.memoryUsage().rss;
    peak = baseline;
    process.send?.({ type: 'reset-done' });
  }
  if (message.type === 'report') process.send?.({ type: 'report', baseline, peak });
});
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
