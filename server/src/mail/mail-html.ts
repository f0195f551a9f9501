import type { Language } from '@contracts/languages';

export interface MailParagraph {
  /** Words already written in the mail's language. */
  text: string;
  /** A link shown after the words, as itself (the recipient sees where it goes). */
  link?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The HTML part of a mail: its paragraphs escaped, in a document of its language (`<html lang>`). */
export function mailHtml(language: Language, paragraphs: readonly MailParagraph[]): string {
  const body = paragraphs
    .map(({ text, link }) => {
      const anchor = link ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '';
      return `<p>${escapeHtml(text)}${anchor}</p>`;
    })
    .join('\n');
  return `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"></head><body>\n${body}\n</body></html>\n`;
}
