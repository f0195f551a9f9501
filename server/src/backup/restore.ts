import path from 'node:path';
import type pg from 'pg';
import { openArchiveReader, type ArchiveReader } from './archive-reader';
import { assertKeyMatches } from './encryption-key-check';
import { BackupError } from './errors';
import { assertFilesRootEmpty, createFileReceiver, type FileReceiver } from './file-restore';
import { completeLoad, createTableLoader, prepareLoad } from './load';
import { classifyEntry, MANIFEST_ENTRY, ManifestSchema, type Manifest } from './manifest';
import { applyMigrations, localMigrations, planMigrations, type LocalMigration } from './migrations';
import { connectClient } from './pg-client';
import type { RestoreTarget } from './restore-target';

const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

export interface RestoreSummary {
  manifest: Manifest;
  newerMigrations: string[];
  seconds: number;
}

async function readManifest(reader: ArchiveReader): Promise<Manifest> {
  const entry = await reader.next();
  if (!entry || entry.name !== MANIFEST_ENTRY)
    throw new BackupError(`Not a backup of this product: the archive does not start with ${MANIFEST_ENTRY}.`);
  if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError('The archive manifest is too large to be genuine.');
  const parts: Buffer[] = [];
  for await (const part of entry.body) parts.push(part);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch (error) {
    throw new BackupError('The archive manifest is not valid JSON.', { cause: error });
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(
      `Not a backup this version can read: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}.`,
    );
  return parsed.data;
}

/** Loads the archive's rows and files in one transaction; commits only when every table and file arrived whole. */
async function load(options: {
  client: pg.ClientBase;
  reader: ArchiveReader;
  manifest: Manifest;
  files: FileReceiver;
  plan: { archived: LocalMigration[]; newer: LocalMigration[] };
  signal?: AbortSignal;
}) {
  const { client, reader, manifest, files } = options;
  await client.query('BEGIN');
  await applyMigrations(client, options.plan.archived);
  await prepareLoad({ client, manifest });
  const tables = createTableLoader({ client, manifest });
  let tablesDone = false;
  for (let entry = await reader.next(); entry; entry = await reader.next()) {
    options.signal?.throwIfAborted();
    const kind = classifyEntry(entry.name);
    if (kind?.kind === 'table' && !tablesDone) {
      await tables.add({ table: kind.table, chunk: kind.chunk, body: entry.body });
    } else if (kind?.kind === 'file') {
      if (!tablesDone) await tables.finish();
      tablesDone = true;
      await files.receive({ name: kind.name, size: entry.size, body: entry.body });
    } else {
      throw new BackupError(`Unexpected entry ${entry.name} in the archive.`);
    }
  }
  if (!tablesDone) await tables.finish();
  files.verify();
  await completeLoad({ client, manifest });
  await applyMigrations(client, options.plan.newer);
  await client.query('COMMIT');
}

/**
 * Restores an archive into an empty target: the key is checked against the archive before anything is created;
 * the database is all or nothing (one transaction); files are published only after the commit.
 */
export async function restoreBackup(options: {
  input: string;
  target: RestoreTarget;
  filesRoot: string;
  key: Buffer | undefined;
  signal?: AbortSignal;
}): Promise<RestoreSummary> {
  const started = Date.now();
  const { target } = options;
  await target.assertEmpty();
  await assertFilesRootEmpty(options.filesRoot);
  const reader = await openArchiveReader(path.resolve(options.input));
  try {
    const manifest = await readManifest(reader);
    assertKeyMatches({ key: options.key, fingerprint: manifest.encryptionKeyFingerprint });
    const plan = planMigrations({ archived: manifest.migrations, local: localMigrations() });

    let files: FileReceiver | undefined;
    let client: pg.Client | undefined;
    const stop = () => void client?.end().catch(() => undefined);
    options.signal?.addEventListener('abort', stop, { once: true });
    try {
      const url = await target.open();
      files = await createFileReceiver({ filesRoot: options.filesRoot, manifest });
      client = await connectClient(url);
      await load({ client, reader, manifest, files, plan, signal: options.signal });
    } catch (error) {
      // Closing the connection rolls the transaction back, even in the middle of a COPY (a ROLLBACK would queue behind it).
      await client?.end().catch(() => undefined);
      await files?.discard();
      await target.discard();
      throw options.signal?.aborted
        ? new BackupError('Restore interrupted: nothing was restored.', { cause: error })
        : error;
    } finally {
      options.signal?.removeEventListener('abort', stop);
    }
    await client.end();
    try {
      await files.publish();
    } catch (error) {
      throw new BackupError(
        `The database was restored, but moving the files into ${options.filesRoot} failed: ${(error as Error).message}`,
        { cause: error },
      );
    } finally {
      await target.close();
    }
    return {
      manifest,
      newerMigrations: plan.newer.map((migration) => migration.tag),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    reader.close();
  }
}
