import { asDeclared, translate, type Text } from '../i18n/texts';

/** An entry as it is shown: a stored code and its label, already written (a select's option, a list's item). */
export interface CatalogueEntry<Code extends string = string> {
  code: Code;
  label: string;
}

/**
 * An entry of one of the product's fixed catalogues: the stored code (what the API and the database hold) and its
 * label as a text (decision 040), declared in the specification's words and written in the reader's language.
 */
export interface CatalogueItem<Code extends string = string> {
  code: Code;
  label: Text;
}

/** A label as written already, or a text written in the reader's language. */
export const labelText = (label: string | Text): string => (typeof label === 'string' ? label : translate(label));

/** The label of a code in the reader's language; the code itself if unknown. */
export function labelOf(entries: readonly { code: string; label: string | Text }[], code: string): string {
  const entry = entries.find((candidate) => candidate.code === code);
  return entry ? labelText(entry.label) : code;
}

/**
 * The label of a code in the specification's words, whoever reads: for a text stored once for every reader (the
 * activity log, a notification, a default written into a record); the code itself if unknown.
 */
export function declaredLabelOf(entries: readonly { code: string; label: string | Text }[], code: string): string {
  const entry = entries.find((candidate) => candidate.code === code);
  if (!entry) return code;
  return typeof entry.label === 'string' ? entry.label : asDeclared(entry.label);
}

/** The entries with their labels in the reader's language (a select's options). */
export function labelledEntries<Code extends string>(
  entries: readonly { code: Code; label: string | Text }[],
): CatalogueEntry<Code>[] {
  return entries.map((entry) => ({ code: entry.code, label: labelText(entry.label) }));
}

export function codesOf<Code extends string>(entries: readonly { code: Code }[]): [Code, ...Code[]] {
  return entries.map((entry) => entry.code) as [Code, ...Code[]];
}
