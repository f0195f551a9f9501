import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { projectionOf } from './response-serializer';

/** How a column's text, as PostgreSQL sends it, becomes a JSON value. */
export type JsonKind = 'number' | 'text' | 'boolean' | 'json' | 'date' | 'timestamp';

/** The column (and its kind) behind each key of a response schema. */
export type JsonColumns = Record<string, { column: AnyColumn; kind: JsonKind }>;

/** What a list selects (after its sort value and id) and how it writes the selected rows as a JSON array. */
export interface JsonRowPlan {
  /** The selected expressions, in the schema's key order. */
  columns: SQL[];
  /** `[{…},…]` from rows of raw texts in `columns` order (null for SQL NULL), starting at `offset` of each row. */
  write: (rows: (string | null)[][], offset: number) => string;
  /** The same objects without the brackets (`{…},{…}`), for an array written in parts. */
  writeItems: (rows: (string | null)[][], offset: number) => string;
}

type ObjectSchema = z.ZodObject<Record<string, z.ZodType>>;

function writerOf(kind: JsonKind, field: z.ZodType): (raw: string) => string {
  switch (kind) {
    case 'number':
      return (raw) => String(Number(raw));
    case 'boolean':
      return (raw) => (raw === 't' ? 'true' : 'false');
    case 'text':
      return (raw) => JSON.stringify(raw);
    case 'date':
    case 'timestamp':
      return (raw) => `"${raw}"`;
    case 'json': {
      if (isStringArray(field)) return compactStringArray;
      const project = projectionOf(field);
      if (!project) throw new Error('A JSON column needs a response schema the projection can follow');
      return (raw) => JSON.stringify(project(JSON.parse(raw)));
    }
  }
}

/** An array of plain strings (zod's public `type` and `.element`, as in response-serializer.ts). */
const isStringArray = (field: z.ZodType): boolean =>
  field.type === 'array' && (field as z.ZodArray<z.ZodType>).element.type === 'string';

/**
 * PostgreSQL writes a jsonb array of strings as `["a", "b"]`. Inside a JSON string every `"` is escaped, so `", "`
 * occurs only between items: removing its space gives JSON.stringify's bytes without parsing.
 */
const compactStringArray = (raw: string): string => raw.replaceAll('", "', '","');

/** `timestamptz` as JavaScript's toISOString writes it (milliseconds, UTC, `Z`), as the presenters answer it. */
const isoTimestamp = (column: AnyColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A list's answer written from the rows' texts, without building objects: the keys are exactly the response
 * schema's, in its order, so a column the schema does not name is never selected; JSON columns still go through
 * the schema's projection. The same bytes as the presenter and the response serializer (json-rows.test.ts).
 * Throws at start-up when a schema key has no column or a column no schema key.
 */
export function jsonRowPlan(schema: ObjectSchema, columns: JsonColumns): JsonRowPlan {
  const keys = Object.keys(schema.shape);
  const unknown = Object.keys(columns).filter((key) => !keys.includes(key));
  const missing = keys.filter((key) => !(key in columns));
  if (unknown.length > 0 || missing.length > 0)
    throw new Error(`JSON columns and schema differ: missing ${missing.join(', ')}; unknown ${unknown.join(', ')}`);
  const fields = keys.map((key, index) => {
    const { column, kind } = columns[key]!;
    return {
      prefix: `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
      write: writerOf(kind, schema.shape[key]!),
      select: kind === 'timestamp' ? isoTimestamp(column) : sql`${column}`,
    };
  });
  const writeItems = (rows: (string | null)[][], offset: number): string => {
    let text = '';
    for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
      const row = rows[rowIndex]!;
      text += rowIndex === 0 ? '{' : ',{';
      for (let index = 0; index < fields.length; index++) {
        const field = fields[index]!;
        const raw = row[offset + index];
        text += field.prefix + (raw === null || raw === undefined ? 'null' : field.write(raw));
      }
      text += '}';
    }
    return text;
  };
  return {
    columns: fields.map((field) => field.select),
    write: (rows, offset) => `[${writeItems(rows, offset)}]`,
    writeItems,
  };
}
