import type { Language } from '../languages';

export interface CatalogueEntry<Code extends string = string> {
  code: Code;
  /** The label as the specification writes it. */
  label: string;
  /** The label in the other language, where the product shows this fixed text to a person who reads that one. */
  labels?: Partial<Record<Language, string>>;
}

/** The label of a code, in `language` when the entry has one in it (else as written); the code itself if unknown. */
export function labelOf<Code extends string>(
  entries: readonly CatalogueEntry<Code>[],
  code: string,
  language?: Language,
): string {
  const entry = entries.find((candidate) => candidate.code === code);
  if (!entry) return code;
  return (language && entry.labels?.[language]) || entry.label;
}

/** The entries with their labels in `language` (a select's options). */
export function entriesIn<Code extends string>(
  entries: readonly CatalogueEntry<Code>[],
  language: Language,
): CatalogueEntry<Code>[] {
  return entries.map((entry) => ({ code: entry.code, label: labelOf(entries, entry.code, language) }));
}

export function codesOf<Code extends string>(entries: readonly CatalogueEntry<Code>[]): [Code, ...Code[]] {
  return entries.map((entry) => entry.code) as [Code, ...Code[]];
}
