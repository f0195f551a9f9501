import path from 'node:path';
import type pg from 'pg';
import { createArchiveWriter, wantsGzip } from './archive-writer';
import { dumpTables } from './dump';
import { keyFingerprint } from './encryption-key-check';
import { BackupError } from './errors';
import { removeStaging, removeStaleStagings } from './file-staging';
import { ARCHIVE_FORMAT, fileEntry, FORMAT_VERSION, MANIFEST_ENTRY, type Manifest } from './manifest';
import { connectClient } from './pg-client';
import { openSnapshot } from './snapshot';

export interface BackupSummary {
  path: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
}

/**
 * Writes one archive of the database and the files it names, consistent with one snapshot, while the product
 * keeps serving. `onSnapshot` runs once the snapshot is open and its files are staged (tests change data there).
 */
export async function createBackup(options: {
  databaseUrl: string;
  filesRoot: string;
  key: Buffer;
  output: string;
  gzip?: boolean;
  signal?: AbortSignal;
  onSnapshot?: () => Promise<void>;
}): Promise<BackupSummary> {
  const started = Date.now();
  const output = path.resolve(options.output);
  const writer = await createArchiveWriter({ path: output, gzip: options.gzip ?? wantsGzip(output) });
  let client: pg.Client | undefined;
  let staging: string | undefined;
  const stop = () => void client?.end().catch(() => undefined);
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    client = await connectClient(options.databaseUrl);
    await removeStaleStagings(options.filesRoot);
    const { staged, ...snapshot } = await openSnapshot({ client, filesRoot: options.filesRoot });
    staging = staged.dir;
    await options.onSnapshot?.();
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      encryptionKeyFingerprint: keyFingerprint(options.key),
      ...snapshot,
      files: staged.files,
      missingFiles: staged.missing,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await dumpTables({ client, writer, tables: manifest.tables, signal: options.signal });
    await client.query('COMMIT');
    for (const file of manifest.files) {
      options.signal?.throwIfAborted();
      await writer.addFile(fileEntry(file.name), {
        path: path.join(staging ?? options.filesRoot, file.name),
        size: file.size,
      });
    }
    const bytes = await writer.finish();
    return { path: output, bytes, seconds: (Date.now() - started) / 1000, manifest };
  } catch (error) {
    await writer.abort();
    throw options.signal?.aborted
      ? new BackupError('Backup interrupted: no archive was written.', { cause: error })
      : error;
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await removeStaging(staging);
    await client?.end().catch(() => undefined);
  }
}
