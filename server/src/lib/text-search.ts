import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { folded } from '../db/schema/search-fold';

/*
 * The one search rule of the product (decision 032): a searched text contains the query when, both folded the same
 * way by PostgreSQL (`lower(immutable_unaccent(…))`, db/schema/search-fold.ts), the text contains the query, the
 * query's LIKE characters taken literally. 'jose nunez', 'JOSE', 'Núñez' and 'nunez' all find 'José Núñez'. The
 * searched texts are the schema's stored, folded columns (`peopleSearchTexts`, `courseSearchText`, …), each with a
 * trigram index, so a search reads the index whatever the table's size and a list walked in its order compares
 * stored texts without folding each row.
 */

/** The query as a LIKE "contains" pattern: `%`, `_` and `\` of the text escaped (LIKE's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `searchText` (a folded text the database keeps: a `…SearchText` of the schema) contains `q`. */
export function matchesSearch(searchText: AnyColumn, q: string): SQL {
  return sql`${searchText} like ${folded(sql`${containsPattern(q)}::text`)}`;
}

/**
 * The same folding in JavaScript, for the few texts the server searches that are not in the database (the
 * expertise areas' catalogue labels): accents removed (Unicode decomposition, marks dropped), then lower-cased.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
