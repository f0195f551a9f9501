import type { Text } from '@contracts/i18n/texts';

/**
 * The title of a credential that names nothing (decision 040): kept as the text's id, written in the reader's
 * language where it is shown — the credential itself, and the audit entries and notifications that name it, whose
 * `title` parameter is then the text's id, written by UNTITLED_WORDS.
 */
export const UNTITLED_TEXTS = {
  credential: /*i18n*/ { id: 'credentials.untitled', message: 'Credencial' },
  jwt: /*i18n*/ { id: 'credentials.untitledJwt', message: 'Credencial JWT' },
} as const;

/** A `title` parameter that is one of UNTITLED_TEXTS' ids, and its words. */
export const UNTITLED_WORDS: Record<string, Text> = Object.fromEntries(
  Object.values(UNTITLED_TEXTS).map((text) => [text.id, text]),
);
