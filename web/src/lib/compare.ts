/**
 * Code-unit order, for ISO dates and codes. `localeCompare` would build the locale's collator on its first call,
 * tens of milliseconds on a phone, for strings whose order needs no language.
 */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
