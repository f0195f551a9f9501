import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './errors';

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Must be read to its end before the next entry is asked for. */
  body: AsyncIterable<Buffer>;
}

/** Reads a tar archive (gzipped or not, told by its first bytes) one entry at a time, streamed. */
export interface ArchiveReader {
  /** The next entry, or undefined at the end of the archive. */
  next(): Promise<ArchiveEntry | undefined>;
  close(): void;
}

async function isGzipped(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await fsp.open(file, 'r');
  } catch (error) {
    throw new BackupError(`Cannot read the archive ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

const damaged = (error: unknown) =>
  error instanceof BackupError
    ? error
    : new BackupError(
        `The archive is damaged or cut short (${error instanceof Error ? error.message : String(error)}).`,
        { cause: error },
      );

async function* guarded(body: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  try {
    yield* body;
  } catch (error) {
    throw damaged(error);
  }
}

export async function openArchiveReader(file: string): Promise<ArchiveReader> {
  const gzip = await isGzipped(file);
  const source = fs.createReadStream(file);
  const extract = tar.extract();
  const fed = gzip ? pipeline(source, zlib.createGunzip(), extract) : pipeline(source, extract);
  const failure = fed.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(damaged(error)),
  );
  failure.catch(() => undefined);
  const entries = extract[Symbol.asyncIterator]();

  return {
    async next() {
      let result;
      try {
        result = await Promise.race([entries.next(), failure]);
        if (result.done) {
          await Promise.race([fed, failure]);
          return undefined;
        }
      } catch (error) {
        throw damaged(error);
      }
      const entry = result.value;
      if (entry.header.type !== 'file')
        throw new BackupError(
          `Unexpected ${entry.header.type ?? 'unknown'} entry ${entry.header.name} in the archive.`,
        );
      return { name: entry.header.name, size: entry.header.size ?? 0, body: guarded(entry as AsyncIterable<Buffer>) };
    },
    close() {
      source.destroy();
      extract.destroy();
    },
  };
}
