import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A picture of what is stored, to compare before and after requests: one hash per table (and files). */
export type Fingerprint = Map<string, string>;

export interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Tables rejected requests may change on purpose: a refused sign-in is counted by the throttle. They are left
 * out of the comparison.
 */
export const EXPECTED_TO_CHANGE = ['login_throttle'];

/** Row count and md5 of every row of every table of the schema, read in one snapshot. */
export async function databaseFingerprint(
  database: Queryable,
  options: { schema?: string; exclude?: string[] } = {},
): Promise<Fingerprint> {
  const schema = options.schema ?? 'public';
  const exclude = new Set(options.exclude ?? EXPECTED_TO_CHANGE);
  const { rows } = await database.query(
    `select tablename from pg_tables where schemaname = '${schema.replace(/'/g, "''")}' order by tablename`,
  );
  const tables = rows.map((row) => String(row.tablename)).filter((table) => !exclude.has(table));
  if (tables.length === 0) return new Map();
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const parts = tables.map(
    (table) =>
      `select '${table.replace(/'/g, "''")}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash from ${quote(schema)}.${quote(table)} t`,
  );
  const result = await database.query(`${parts.join(' union all ')}`);
  return new Map(result.rows.map((row) => [String(row.name), String(row.hash)]));
}

/** Names and sizes of every file under `root` (stored documents and temporary parts). */
export function filesFingerprint(root: string): Fingerprint {
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else entries.push(`${path.relative(root, full)}:${fs.statSync(full).size}`);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return new Map([['files', crypto.createHash('sha256').update(entries.sort().join('\n')).digest('hex')]]);
}

/**
 * Without a database connection: what staff can read through the API (every list page, the counters, the
 * caller's notifications), hashed per route. Blind to what no route shows (sessions, activities).
 */
export async function apiFingerprint(options: { baseUrl: string; authorization: string }): Promise<Fingerprint> {
  const lists = ['/api/staff/teachers', '/api/students', '/api/courses'];
  const singles = ['/api/ideas', '/api/notifications', '/api/documents/statistics', '/api/me'];
  const read = async (url: string) => {
    const response = await fetch(`${options.baseUrl}${url}`, { headers: { authorization: options.authorization } });
    return { status: response.status, text: await response.text(), next: response.headers.get('x-next-cursor') };
  };
  const fingerprint: Fingerprint = new Map();
  for (const list of lists) {
    const hash = crypto.createHash('sha256');
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const answer = await read(`${list}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      hash.update(`${answer.status}\n${answer.text}\n`);
      cursor = answer.next;
      if (!cursor) break;
    }
    fingerprint.set(list, hash.digest('hex'));
  }
  for (const single of singles) {
    const answer = await read(single);
    fingerprint.set(single, crypto.createHash('sha256').update(`${answer.status}\n${answer.text}`).digest('hex'));
  }
  return fingerprint;
}

/** The names whose hash differs between two fingerprints. */
export function changedBetween(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
