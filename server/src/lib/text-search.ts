import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { folded } from '../db/schema/search-fold';

/*
 * The one search rule of the product (decision 032a): a searched text contains the query when, both folded the same
 * way by PostgreSQL (`lower(immutable_unaccent(…))`, db/schema/search-fold.ts), the text contains the query, the
 * query's LIKE characters taken literally. 'jose nunez', 'JOSE', 'Núñez' and 'nunez' all find 'José Núñez'. The
 * searched texts are the schema's (`peopleSearchTexts`, `courseSearchText`, …), each with a trigram index on its
 * folded form, so the search reads the index whatever the table's size.
 */

/** The query as a LIKE "contains" pattern: `%`, `_` and `\` of the text escaped (LIKE's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The query's pattern folded by PostgreSQL, as the searched texts are. */
function foldedPattern(q: string): SQL {
  return folded(sql`${containsPattern(q)}::text`);
}

/** `expression` (a searched text of the schema, not yet folded) contains `q`, ignoring case and accents. */
export function matchesSearch(expression: SQL | AnyColumn, q: string): SQL {
  return sql`${folded(expression)} like ${foldedPattern(q)}`;
}

/** `column` (a text the database keeps already folded, e.g. teachers.search_text) contains `q`. */
export function foldedColumnMatchesSearch(column: AnyColumn, q: string): SQL {
  return sql`${column} like ${foldedPattern(q)}`;
}

/**
 * The same folding in JavaScript, for the few texts the server searches that are not in the database (the
 * expertise areas' catalogue labels): accents removed (Unicode decomposition, marks dropped), then lower-cased.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
