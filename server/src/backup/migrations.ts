import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../db/migrate';
import { BackupError } from './errors';
import type { Manifest } from './manifest';

export interface LocalMigration {
  tag: string;
  hash: string;
  createdAt: number;
  statements: string[];
}

const JournalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** This code's migrations, as drizzle reads them (same hashes and timestamps), with their journal tags. */
export function localMigrations(folder = MIGRATIONS_DIR): LocalMigration[] {
  const journal = JournalSchema.parse(JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')));
  return readMigrationFiles({ migrationsFolder: folder }).map((file, index) => ({
    tag: journal.entries[index]?.tag ?? `#${index}`,
    hash: file.hash,
    createdAt: file.folderMillis,
    statements: file.sql,
  }));
}

/** The migrations a database has applied, in order, named by this code's journal where it knows them. */
export async function appliedMigrations(
  client: pg.ClientBase,
  local: LocalMigration[],
): Promise<Manifest['migrations']> {
  const exists = await client.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!exists.rows[0]?.found)
    throw new BackupError(
      'The database has no drizzle.__drizzle_migrations table: it is not a database of this product.',
    );
  const rows = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  return rows.rows.map((row) => {
    const createdAt = Number(row.created_at);
    const known = local.find((migration) => migration.createdAt === createdAt && migration.hash === row.hash);
    return { tag: known?.tag ?? null, hash: row.hash, createdAt };
  });
}

/**
 * Splits this code's migrations into those the archive was made at (applied before its data is loaded) and the
 * newer ones (applied after). Refuses an archive from newer code, or one whose migrations differ from this code's.
 */
export function planMigrations(options: { archived: Manifest['migrations']; local: LocalMigration[] }): {
  archived: LocalMigration[];
  newer: LocalMigration[];
} {
  const { archived, local } = options;
  archived.forEach((entry, index) => {
    const mine = local[index];
    const name = entry.tag ?? `applied at ${new Date(entry.createdAt).toISOString()}`;
    if (!mine)
      throw new BackupError(
        `The backup was made by a newer version of the product (migration ${name} is unknown here). Restore it with that version.`,
      );
    if (mine.createdAt !== entry.createdAt || mine.hash !== entry.hash) {
      throw new BackupError(
        `Migration ${name} of the backup differs from this code's migration ${mine.tag}: restore it with the version that made it.`,
      );
    }
  });
  return { archived: local.slice(0, archived.length), newer: local.slice(archived.length) };
}

/**
 * Applies migrations on the caller's open transaction, writing drizzle's own bookkeeping (same table, hash and
 * timestamp), so the server's migrator later finds them applied. Drizzle's migrator opens a transaction of its own,
 * which would end a restore's single transaction early.
 */
export async function applyMigrations(client: pg.ClientBase, migrations: LocalMigration[]): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await client.query(statement);
    await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [
      migration.hash,
      migration.createdAt,
    ]);
  }
}
