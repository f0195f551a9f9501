import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeName } from '../storage/file-storage';
import { BackupError } from './errors';
import type { Manifest } from './manifest';
import { namesInFolder } from '../lib/read-folder';

/** Refuses a files folder that holds anything but an empty `.incoming` (what the server leaves when it has no file). */
export async function assertFilesRootEmpty(filesRoot: string): Promise<void> {
  const names = await namesInFolder(filesRoot);
  const incomingEmpty = async () =>
    (await fsp.readdir(path.join(filesRoot, '.incoming')).catch(() => ['?'])).length === 0;
  const others = names.filter((name) => name !== '.incoming');
  if (others.length > 0 || (names.includes('.incoming') && !(await incomingEmpty()))) {
    throw new BackupError(`The files folder ${filesRoot} is not empty: restore only into an empty data folder.`);
  }
}

/** Receives the archive's files under temporary names; they become visible only once the database has committed. */
export interface FileReceiver {
  receive(options: { name: string; size: number; body: AsyncIterable<Buffer> }): Promise<void>;
  /** Checks that every file the manifest lists arrived. */
  verify(): void;
  publish(): Promise<void>;
  /** Removes what was received (and the files folder, when the restore created it). */
  discard(): Promise<void>;
}

export async function createFileReceiver(options: { filesRoot: string; manifest: Manifest }): Promise<FileReceiver> {
  const { filesRoot, manifest } = options;
  const createdRoot = !fs.existsSync(filesRoot);
  await fsp.mkdir(filesRoot, { recursive: true, mode: 0o700 });
  const staging = path.join(filesRoot, `.restore-${process.pid}-${crypto.randomBytes(6).toString('hex')}`);
  await fsp.mkdir(staging, { mode: 0o700 });
  const expected = new Map(manifest.files.map((file) => [file.name, file.size]));
  const received = new Set<string>();

  return {
    async receive({ name, size, body }) {
      const listed = expected.get(name);
      if (listed === undefined || received.has(name))
        throw new BackupError(`The archive holds a file its manifest does not list, or twice: ${name}.`);
      try {
        assertSafeName(name);
      } catch (error) {
        throw new BackupError(`The archive names a file unsafely: ${JSON.stringify(name)}.`, { cause: error });
      }
      if (size !== listed)
        throw new BackupError(`The archive's file ${name} has ${size} bytes where its manifest says ${listed}.`);
      await pipeline(body, fs.createWriteStream(path.join(staging, name), { flags: 'wx', mode: 0o600 }));
      received.add(name);
    },

    verify() {
      const absent = manifest.files.filter((file) => !received.has(file.name));
      if (absent.length > 0)
        throw new BackupError(
          `The archive is cut short: ${absent.length} of its ${manifest.files.length} files are missing.`,
        );
    },

    async publish() {
      for (const name of received) await fsp.rename(path.join(staging, name), path.join(filesRoot, name));
      await fsp.rm(staging, { recursive: true, force: true });
    },

    async discard() {
      await fsp.rm(staging, { recursive: true, force: true });
      if (createdRoot) await fsp.rmdir(filesRoot).catch(() => undefined);
    },
  };
}
