import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { FILE_COLUMNS } from '../../server/src/backup/table-policy';

/** What a crash may leave behind in a data folder, counted against its running embedded PostgreSQL. */
export interface Leftovers {
  /** Published files no row names. */
  filesWithoutRow: number;
  /** Rows naming a file that is not there. */
  rowsWithoutFile: number;
  /** Temporary parts (or their folders) under files/.incoming. */
  temporaryParts: number;
  /** Document rows that were never acknowledged (an interrupted upload that committed anyway). */
  unacknowledgedRows: number;
}

export const total = (leftovers: Leftovers) =>
  leftovers.filesWithoutRow + leftovers.rowsWithoutFile + leftovers.temporaryParts + leftovers.unacknowledgedRows;

/** The URL of the embedded database of a running product, from its postmaster.pid (port) and pg-password. */
export function databaseUrlOf(dataDir: string): string {
  const postgresDir = path.join(dataDir, 'postgres');
  const port = Number(fs.readFileSync(path.join(postgresDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(postgresDir, 'pg-password'), 'utf8').trim();
  return `postgres://school:${encodeURIComponent(password)}@127.0.0.1:${port}/school`;
}

function countEntries(dir: string): number {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  // An empty folder is one leftover; a folder of parts counts its parts.
  return entries.reduce(
    (sum, entry) => sum + (entry.isDirectory() ? Math.max(1, countEntries(path.join(dir, entry.name))) : 1),
    0,
  );
}

/**
 * Counts the leftovers of `dataDir`, whose server must be running and must not have received an upload since it
 * started (its own temporary folder would count). `acknowledged`: the document ids the server answered 201 for.
 */
export async function countLeftovers(options: { dataDir: string; acknowledged?: Set<number> }): Promise<Leftovers> {
  const filesRoot = path.join(options.dataDir, 'files');
  const client = new pg.Client({ connectionString: databaseUrlOf(options.dataDir) });
  await client.connect();
  try {
    const named = new Set<string>();
    for (const { table, column } of FILE_COLUMNS) {
      const { rows } = await client.query<{ name: string }>(
        `SELECT "${column}" AS name FROM "${table}" WHERE "${column}" IS NOT NULL`,
      );
      for (const row of rows) named.add(row.name);
    }
    const { rows: documents } = await client.query<{ id: number }>('SELECT id FROM unified_documents');
    const stored = new Set(
      (fs.existsSync(filesRoot) ? fs.readdirSync(filesRoot, { withFileTypes: true }) : [])
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name),
    );
    return {
      filesWithoutRow: [...stored].filter((name) => !named.has(name)).length,
      rowsWithoutFile: [...named].filter((name) => !stored.has(name)).length,
      temporaryParts: countEntries(path.join(filesRoot, '.incoming')),
      unacknowledgedRows: options.acknowledged
        ? documents.filter((row) => !options.acknowledged?.has(Number(row.id))).length
        : 0,
    };
  } finally {
    await client.end();
  }
}
