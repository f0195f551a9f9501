import type { Language } from '@contracts/languages';

/**
 * The language of a text written for a person when no request asks for it (a mail's job, decision 040): the one they
 * chose, else the school's.
 */
export function readerLanguage(person: { language: Language | null }, schoolLanguage: Language): Language {
  return person.language ?? schoolLanguage;
}
