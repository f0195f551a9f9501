import { z } from 'zod';

export const ARCHIVE_FORMAT = 'esarte-faculty-backup';
export const FORMAT_VERSION = 1;

/** Archive layout: the manifest first, then each table's COPY text in chunks, in load order, then the files. */
export const MANIFEST_ENTRY = 'manifest.json';
const TABLE_ENTRY = /^tables\/([A-Za-z_][A-Za-z0-9_$]{0,62})\/(\d{6})\.copy$/;
const FILE_ENTRY = /^files\/(.+)$/;

export const tableChunkEntry = (table: string, index: number) =>
  `tables/${table}/${String(index).padStart(6, '0')}.copy`;
export const fileEntry = (name: string) => `files/${name}`;

export type EntryKind =
  { kind: 'table'; table: string; chunk: number } | { kind: 'file'; name: string } | { kind: 'manifest' };

export function classifyEntry(name: string): EntryKind | undefined {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = TABLE_ENTRY.exec(name);
  if (table) return { kind: 'table', table: table[1]!, chunk: Number(table[2]) };
  const file = FILE_ENTRY.exec(name);
  return file ? { kind: 'file', name: file[1]! } : undefined;
}

/** A table name that can also name an archive folder; backups refuse any other. */
export const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

const bigintText = z.string().regex(/^-?\d{1,19}$/);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** HMAC-SHA256 of a fixed label under the files' encryption key; the key itself never travels. */
  encryptionKeyFingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  /** drizzle.__drizzle_migrations in order, with the journal tag of each (null when this code did not know it). */
  migrations: z.array(z.object({ tag: z.string().nullable(), hash: z.string(), createdAt: z.number().int() })),
  /** In load order: every table comes after the tables it references. */
  tables: z.array(
    z.object({
      name: z.string().regex(TABLE_NAME),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().nonnegative(),
    }),
  ),
  skippedTables: z.array(z.object({ name: z.string(), reason: z.string() })),
  sequences: z.array(z.object({ table: z.string(), column: z.string(), lastValue: bigintText.nullable() })),
  /** Stored (encrypted) files named by the snapshot, with their size on disk. */
  files: z.array(z.object({ name: z.string().min(1), size: z.number().int().nonnegative() })),
  /** Names the snapshot holds whose file was not in the files folder (or not a stored name). */
  missingFiles: z.array(z.object({ table: z.string(), name: z.string() })),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestTable = Manifest['tables'][number];
