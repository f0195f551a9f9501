import type { Text } from '@contracts/i18n/texts';
import { UNTITLED_TEXTS } from '../../../../shared/activities/untitled-credential-texts';
import { checkText, registerCheckTexts, type CheckText } from './check-texts';

export { UNTITLED_TEXTS } from '../../../../shared/activities/untitled-credential-texts';

registerCheckTexts(Object.values(UNTITLED_TEXTS));

/** The title of an untitled credential: its declared words, and the text written when answered. */
export const untitled = (entry: Text = UNTITLED_TEXTS.credential): { title: string; titleText: CheckText } => ({
  title: entry.message,
  titleText: checkText(entry),
});

/**
 * The `title` parameter of an audit entry or notification about a kept credential: its title, or the id of its
 * untitled text (written in the reader's language by UNTITLED_WORDS).
 */
export const titleParam = (row: { title: string; result: unknown }): string =>
  (row.result as { title_text?: CheckText } | null)?.title_text?.id ?? row.title;
