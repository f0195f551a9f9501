import type { Text } from '@contracts/i18n/texts';
import { checkText, registerCheckTexts, type CheckText } from './check-texts';

/**
 * The title of a credential that names nothing (decision 040): kept as the text's id, written in the reader's
 * language where it is shown — the credential itself, and the audit entries and notifications that name it, whose
 * `title` parameter is then the text's id (`titleParam`), written by UNTITLED_WORDS.
 */
export const UNTITLED_TEXTS = {
  credential: /*i18n*/ { id: 'credentials.untitled', message: 'Credencial' },
  jwt: /*i18n*/ { id: 'credentials.untitledJwt', message: 'Credencial JWT' },
} as const;

registerCheckTexts(Object.values(UNTITLED_TEXTS));

/** A `title` parameter that is one of UNTITLED_TEXTS' ids, and its words. */
export const UNTITLED_WORDS: Record<string, Text> = Object.fromEntries(
  Object.values(UNTITLED_TEXTS).map((text) => [text.id, text]),
);

/** The title of an untitled credential: its declared words, and the text written when answered. */
export const untitled = (entry: Text = UNTITLED_TEXTS.credential): { title: string; titleText: CheckText } => ({
  title: entry.message,
  titleText: checkText(entry),
});

/** The `title` parameter of an entry or notification about a kept credential: its title, or its untitled text's id. */
export const titleParam = (row: { title: string; result: unknown }): string =>
  (row.result as { title_text?: CheckText } | null)?.title_text?.id ?? row.title;
