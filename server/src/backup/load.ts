import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { readOwnedSequences, readTables } from './catalog';
import { BackupError } from './errors';
import type { Manifest, ManifestTable } from './manifest';

const quote = (name: string) => pg.escapeIdentifier(name);

/**
 * On the restore's open transaction, after the archive's migrations: checks the archive's tables against the schema
 * they built and that their order loads every table after those it references (foreign keys stay enforced), turns
 * user triggers off (the archive's counters already match its rows) and empties the rows migrations seeded.
 */
export async function prepareLoad(options: { client: pg.ClientBase; manifest: Manifest }): Promise<void> {
  const { client, manifest } = options;
  const schema = new Map((await readTables(client)).map((table) => [table.name, table]));
  const position = new Map(manifest.tables.map((table, index) => [table.name, index]));
  if (position.size !== manifest.tables.length) throw new BackupError('The archive lists a table twice.');
  manifest.tables.forEach((table, index) => {
    const found = schema.get(table.name);
    if (!found)
      throw new BackupError(
        `The archive's table ${table.name} does not exist after its migrations: the archive does not match them.`,
      );
    const unknown = table.columns.filter((column) => !found.columns.includes(column));
    if (unknown.length > 0)
      throw new BackupError(
        `The archive's table ${table.name} has columns its migrations do not create: ${unknown.join(', ')}.`,
      );
    const later = found.references.find((name) => (position.get(name) ?? -1) > index);
    if (later) throw new BackupError(`The archive loads ${table.name} before ${later}, which it references.`);
  });
  if (manifest.tables.length === 0) return;
  for (const table of manifest.tables) await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
  await client.query(`TRUNCATE ${manifest.tables.map((table) => quote(table.name)).join(', ')} CASCADE`);
}

/** Feeds the archive's chunk entries to one COPY … FROM STDIN per table, in the manifest's order. */
export interface TableLoader {
  add(options: { table: string; chunk: number; body: AsyncIterable<Buffer> }): Promise<void>;
  /** Ends the last COPY and checks that every table received all its rows. */
  finish(): Promise<void>;
}

interface OpenCopy {
  table: ManifestTable;
  stream: CopyStreamQuery;
  done: Promise<void>;
  chunks: number;
}

export function createTableLoader(options: { client: pg.ClientBase; manifest: Manifest }): TableLoader {
  const { client, manifest } = options;
  const byName = new Map(manifest.tables.map((table, index) => [table.name, { table, index }]));
  const loaded = new Set<string>();
  let next = 0;
  let current: OpenCopy | undefined;

  const open = (table: ManifestTable): OpenCopy => {
    const columns = table.columns.map(quote).join(', ');
    const stream = client.query(copyFrom(`COPY ${quote(table.name)} (${columns}) FROM STDIN`));
    const done = finished(stream);
    done.catch(() => undefined);
    return { table, stream, done, chunks: 0 };
  };

  const close = async () => {
    if (!current) return;
    const { table, stream, done } = current;
    current = undefined;
    stream.end();
    await done;
    if (stream.rowCount !== table.rows) {
      throw new BackupError(
        `The archive is damaged or cut short: table ${table.name} has ${stream.rowCount} rows of ${table.rows}.`,
      );
    }
    loaded.add(table.name);
  };

  return {
    async add({ table, chunk, body }) {
      if (current?.table.name !== table) {
        await close();
        const listed = byName.get(table);
        if (!listed) throw new BackupError(`The archive holds data for ${table}, a table its manifest does not list.`);
        if (listed.index < next) throw new BackupError(`The archive's data for ${table} is out of order.`);
        next = listed.index + 1;
        current = open(listed.table);
      }
      const copy = current;
      if (chunk !== copy.chunks)
        throw new BackupError(
          `The archive is damaged: chunk ${chunk} of table ${table} where ${copy.chunks} was expected.`,
        );
      copy.chunks += 1;
      for await (const data of body) {
        if (!copy.stream.write(data)) await Promise.race([once(copy.stream, 'drain'), copy.done]);
      }
    },

    async finish() {
      await close();
      const absent = manifest.tables.find((table) => table.rows > 0 && !loaded.has(table.name));
      if (absent) throw new BackupError(`The archive is cut short: the data of table ${absent.name} is missing.`);
    },
  };
}

/**
 * Sets every serial and identity sequence past the loaded ids (and never behind where it stood in the source,
 * so ids of deleted rows are not handed out again), then turns the user triggers back on.
 */
export async function completeLoad(options: { client: pg.ClientBase; manifest: Manifest }): Promise<void> {
  const { client, manifest } = options;
  const archived = new Map(
    manifest.sequences.map((sequence) => [`${sequence.table}.${sequence.column}`, sequence.lastValue]),
  );
  for (const sequence of await readOwnedSequences(client)) {
    if (!manifest.tables.some((table) => table.name === sequence.table)) continue;
    const result = await client.query<{ value: string | null }>(
      `SELECT greatest((SELECT max(${quote(sequence.column)}) FROM ${quote(sequence.table)}), $1::bigint, $2::bigint)::text AS value`,
      [archived.get(`${sequence.table}.${sequence.column}`) ?? null, sequence.lastValue],
    );
    const value = result.rows[0]?.value;
    if (value) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [sequence.sequence, value]);
  }
  for (const table of manifest.tables) await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
}
