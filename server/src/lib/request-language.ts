import Negotiator from 'negotiator';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@contracts/languages';
import { readCookie } from './read-cookie';

/**
 * The language a request is answered in (decision 040). Signed in: the person's choice, else the school's
 * (SCHOOL_LANGUAGE) — an account speaks the school's language until its owner chooses, whatever the browser it is
 * opened in. Signed out: the one chosen on the login screen (its cookie); else the best of the browser's
 * `Accept-Language` that the product speaks; else the school's.
 */
export function requestLanguage(options: {
  /** The signed-in person's account (its `language`, null until chosen), or undefined signed out. */
  account?: { language: Language | null } | null;
  headers: { cookie?: string; 'accept-language'?: string };
  schoolLanguage: Language;
}): Language {
  if (options.account) return options.account.language ?? options.schoolLanguage;
  const cookie = readCookie(options.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  const accepted = options.headers['accept-language'];
  if (accepted) {
    const best = new Negotiator({ headers: { 'accept-language': accepted } }).language([...LANGUAGES]);
    if (isLanguage(best)) return best;
  }
  return options.schoolLanguage;
}
