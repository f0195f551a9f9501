import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './errors';

/** Writes a tar archive (gzipped when asked) entry by entry, streamed, under a temporary name until it is complete. */
export interface ArchiveWriter {
  addBuffer(name: string, content: Buffer): Promise<void>;
  /** Streams a file of known size into the archive. */
  addFile(name: string, source: { path: string; size: number }): Promise<void>;
  /** Ends the archive, flushes it to disk and gives it its final name; returns its size. */
  finish(): Promise<number>;
  /** Stops writing and removes the partial archive. */
  abort(): Promise<void>;
}

export const wantsGzip = (file: string) => /\.(tgz|gz)$/i.test(file);

export async function createArchiveWriter(options: { path: string; gzip: boolean }): Promise<ArchiveWriter> {
  if (fs.existsSync(options.path))
    throw new BackupError(`${options.path} already exists: choose another name for the backup.`);
  const partial = `${options.path}.partial`;
  const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  try {
    await once(out, 'open');
  } catch (error) {
    throw new BackupError(`Cannot write ${partial}: ${(error as Error).message}`, { cause: error });
  }
  const pack = tar.pack();
  const written = options.gzip ? pipeline(pack, zlib.createGzip(), out) : pipeline(pack, out);
  // A failed output (disk full) stalls the entry being written; every step races it so the failure surfaces.
  const failure = written.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
  );
  failure.catch(() => undefined);
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime: new Date() });

  return {
    async addBuffer(name, content) {
      const added = new Promise<void>((resolve, reject) =>
        pack.entry(header(name, content.length), content, (error) => (error ? reject(error) : resolve())),
      );
      await Promise.race([added, failure]);
    },

    async addFile(name, source) {
      // The entry checks the byte count against the header and fails on a file that changed size.
      await Promise.race([pipeline(fs.createReadStream(source.path), pack.entry(header(name, source.size))), failure]);
    },

    async finish() {
      pack.finalize();
      await written;
      const handle = await fsp.open(partial, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(partial, options.path);
      return (await fsp.stat(options.path)).size;
    },

    async abort() {
      pack.destroy();
      out.destroy();
      await written.catch(() => undefined);
      await fsp.rm(partial, { force: true });
    },
  };
}
