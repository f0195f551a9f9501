import type pg from 'pg';
import { BackupError } from './errors';

/** A table of the public schema: the columns COPY carries (generated and dropped ones left out) and its references. */
export interface CatalogTable {
  name: string;
  columns: string[];
  /** Other public tables its foreign keys point at. */
  references: string[];
}

/** A serial or identity sequence and the column it feeds. */
export interface OwnedSequence {
  table: string;
  column: string;
  /** Schema-qualified and quoted, ready for setval. */
  sequence: string;
  lastValue: string | null;
}

export async function readTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name,
           coalesce(array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum IS NOT NULL), '{}') AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     GROUP BY c.relname
     ORDER BY c.relname`);
  const references = await client.query<{ table: string; referenced: string }>(`
    SELECT DISTINCT src.relname AS table, dst.relname AS referenced
      FROM pg_constraint k
      JOIN pg_class src ON src.oid = k.conrelid
      JOIN pg_namespace sn ON sn.oid = src.relnamespace
      JOIN pg_class dst ON dst.oid = k.confrelid
      JOIN pg_namespace dn ON dn.oid = dst.relnamespace
     WHERE k.contype = 'f' AND sn.nspname = 'public' AND dn.nspname = 'public' AND k.conrelid <> k.confrelid`);
  return tables.rows.map((table) => ({
    name: table.name,
    columns: table.columns,
    references: references.rows.filter((row) => row.table === table.name).map((row) => row.referenced),
  }));
}

export async function readOwnedSequences(client: pg.ClientBase): Promise<OwnedSequence[]> {
  const result = await client.query<OwnedSequence>(`
    SELECT t.relname AS "table", a.attname AS "column",
           format('%I.%I', sn.nspname, s.relname) AS "sequence",
           pg_sequence_last_value(s.oid)::text AS "lastValue"
      FROM pg_depend d
      JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
      JOIN pg_namespace sn ON sn.oid = s.relnamespace
      JOIN pg_class t ON t.oid = d.refobjid
      JOIN pg_namespace tn ON tn.oid = t.relnamespace
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
       AND d.deptype IN ('a', 'i') AND tn.nspname = 'public'
     ORDER BY 1, 2`);
  return result.rows;
}

/**
 * The tables ordered so that each comes after the tables it references (ties by name, so the order is stable).
 * Foreign keys stay enforced while a restore loads, so a cycle between tables cannot be loaded and is refused.
 */
export function loadOrder(tables: CatalogTable[]): CatalogTable[] {
  const remaining = new Map(tables.map((table) => [table.name, table]));
  const ordered: CatalogTable[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()]
      .filter((table) => table.references.every((name) => !remaining.has(name)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) {
      throw new BackupError(
        `These tables reference each other in a cycle and cannot be loaded in order: ${[...remaining.keys()].join(', ')}.`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table.name);
    }
  }
  return ordered;
}
