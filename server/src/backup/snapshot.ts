import pg from 'pg';
import { FILE_REMOVAL_LOCK_KEY } from '../storage/file-removal-lock';
import { loadOrder, readOwnedSequences, readTables, type CatalogTable } from './catalog';
import { BackupError } from './errors';
import { removeStaging, stageFiles, type StagedFiles } from './file-staging';
import { TABLE_NAME, type Manifest } from './manifest';
import { appliedMigrations, localMigrations } from './migrations';
import { FILE_COLUMNS, skipReason } from './table-policy';

/** What a backup's snapshot holds: everything of the manifest but the time and the key's fingerprint. */
export type Snapshot = Omit<
  Manifest,
  'format' | 'formatVersion' | 'createdAt' | 'encryptionKeyFingerprint' | 'files' | 'missingFiles'
> & {
  staged: StagedFiles;
};

const quote = (name: string) => pg.escapeIdentifier(name);

function splitTables(tables: CatalogTable[]) {
  const kept = tables.filter((table) => !skipReason(table.name));
  const skipped = tables.flatMap((table) => {
    const reason = skipReason(table.name);
    return reason ? [{ name: table.name, reason }] : [];
  });
  for (const table of kept) {
    if (!TABLE_NAME.test(table.name))
      throw new BackupError(`The table name ${JSON.stringify(table.name)} cannot be archived.`);
    const dependsOnSkipped = table.references.find((name) => skipped.some((skip) => skip.name === name));
    if (dependsOnSkipped)
      throw new BackupError(
        `Table ${table.name} references ${dependsOnSkipped}, which backups leave out: its rows could not be restored.`,
      );
  }
  return { kept: loadOrder(kept), skipped };
}

async function fileReferences(client: pg.ClientBase, tables: CatalogTable[]) {
  const references: { table: string; name: string }[] = [];
  for (const { table, column } of FILE_COLUMNS) {
    if (!tables.some((kept) => kept.name === table && kept.columns.includes(column))) continue;
    const result = await client.query<{ name: string }>(
      `SELECT DISTINCT ${quote(column)} AS name FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL`,
    );
    references.push(...result.rows.map((row) => ({ table, name: row.name })));
  }
  return references;
}

/**
 * Opens one REPEATABLE READ, READ ONLY transaction on `client` (left open for the dump) and hard-links the files
 * its rows name. Both happen under the file-removal lock in exclusive mode, taken before the snapshot exists:
 * a deletion committed before it is not in the snapshot, and one not committed yet waits until the links exist.
 */
export async function openSnapshot(options: { client: pg.ClientBase; filesRoot: string }): Promise<Snapshot> {
  const { client } = options;
  let staged: StagedFiles | undefined;
  await client.query('SELECT pg_advisory_lock($1::bigint)', [FILE_REMOVAL_LOCK_KEY]);
  let locked = true;
  const unlock = async () => {
    if (!locked) return;
    locked = false;
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [FILE_REMOVAL_LOCK_KEY]);
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { kept, skipped } = splitTables(await readTables(client));
    staged = await stageFiles({ filesRoot: options.filesRoot, references: await fileReferences(client, kept) });
    await unlock();
    const tables: Manifest['tables'] = [];
    for (const table of kept) {
      const count = await client.query<{ rows: string }>(`SELECT count(*)::text AS rows FROM ${quote(table.name)}`);
      tables.push({ name: table.name, columns: table.columns, rows: Number(count.rows[0]?.rows ?? 0) });
    }
    return {
      postgresVersion:
        (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? 'unknown',
      migrations: await appliedMigrations(client, localMigrations()),
      tables,
      skippedTables: skipped,
      sequences: (await readOwnedSequences(client))
        .filter((sequence) => kept.some((table) => table.name === sequence.table))
        .map(({ table, column, lastValue }) => ({ table, column, lastValue })),
      staged,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await unlock().catch(() => undefined);
    await removeStaging(staged?.dir);
    throw error;
  }
}
