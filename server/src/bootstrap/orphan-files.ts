import fsp from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { FILE_COLUMNS } from '../backup/table-policy';

/** Names looked up in one query. */
const BATCH = 5_000;

async function namedByRows(pool: pg.Pool, names: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  const query = FILE_COLUMNS.map(
    ({ table, column }) => `SELECT "${column}" AS name FROM "${table}" WHERE "${column}" = ANY($1::text[])`,
  ).join(' UNION ');
  for (let index = 0; index < names.length; index += BATCH) {
    const { rows } = await pool.query<{ name: string }>(query, [names.slice(index, index + BATCH)]);
    for (const row of rows) named.add(row.name);
  }
  return named;
}

/**
 * Removes published files that no row names, last changed before `before`. An upload publishes its file (a rename)
 * inside the transaction that writes its row; a crash between the two leaves the file without a row. A file
 * published after `before` is left alone: its transaction may not have committed yet. With the embedded database
 * `before` is this server's start (no other server publishes there); with servers sharing the folder, an hour ago.
 */
export async function removeOrphanFiles(options: {
  pool: pg.Pool;
  root: string;
  before: number;
  log?: (line: string) => void;
}): Promise<string[]> {
  const entries = await fsp.readdir(options.root, { withFileTypes: true }).catch(() => []);
  // Dot-folders are temporary parts, restore and backup staging: not published files.
  const names = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
  if (names.length === 0) return [];
  const named = await namedByRows(options.pool, names);
  const removed: string[] = [];
  for (const name of names) {
    if (named.has(name)) continue;
    const file = path.join(options.root, name);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (!stat || Math.max(stat.ctimeMs, stat.mtimeMs) >= options.before) continue;
    await fsp.rm(file, { force: true });
    removed.push(name);
  }
  if (removed.length > 0)
    options.log?.(
      `Removed ${removed.length} stored file(s) no document names (an upload interrupted before its commit).`,
    );
  return removed;
}
