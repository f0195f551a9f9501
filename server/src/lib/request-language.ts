import Negotiator from 'negotiator';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@contracts/languages';
import { readCookie } from './read-cookie';

/**
 * The language a request is answered in (decision 040): the signed-in person's choice; else the one chosen on the
 * login screen (its cookie); else the best of the browser's `Accept-Language` that the product speaks; else the
 * school's (SCHOOL_LANGUAGE).
 */
export function requestLanguage(options: {
  chosen?: Language | null;
  headers: { cookie?: string; 'accept-language'?: string };
  schoolLanguage: Language;
}): Language {
  if (options.chosen) return options.chosen;
  const cookie = readCookie(options.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  const accepted = options.headers['accept-language'];
  if (accepted) {
    const best = new Negotiator({ headers: { 'accept-language': accepted } }).language([...LANGUAGES]);
    if (isLanguage(best)) return best;
  }
  return options.schoolLanguage;
}
