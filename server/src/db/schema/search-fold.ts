import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * The one form every searched text is compared in (decision 032): accents removed by PostgreSQL's `unaccent`
 * (through `immutable_unaccent`, migration 0024, so that expression indexes may use it), then lower-cased. The
 * schema's trigram indexes are built on exactly these expressions and `lib/text-search.ts` searches them, so a
 * search and its index cannot drift apart.
 */

/** `lower(immutable_unaccent(expression))`. */
export function folded(expression: SQL | AnyColumn): SQL {
  return sql`lower(immutable_unaccent(${expression}))`;
}

/** Texts joined by a space, as one searched text (`a || ' ' || b`). */
export function joinedText(...parts: (SQL | AnyColumn)[]): SQL {
  return sql.join(parts, sql` || ' ' || `);
}
