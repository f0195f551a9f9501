import { LANGUAGE_COOKIE, type Language } from '@contracts/languages';
import type { Me } from '@contracts/auth';
import { api } from '@/lib/api-client';
import { loadLanguage } from '@/lib/i18n';

/** Set while a language chosen on the login screen waits for the sign-in that keeps it on the account. */
const CHOSEN_BEFORE_SIGN_IN = 'language-chosen-before-sign-in';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Shows the page in `language` at once: its texts, `<html lang>`. */
export async function showLanguage(language: Language, areas: readonly string[]): Promise<void> {
  await loadLanguage(language, areas);
  document.documentElement.lang = language;
}

/**
 * The login screen's switch: the browser keeps the choice for its signed-out pages (the server reads the cookie),
 * and the next sign-in keeps it on the account (keepLanguageChosenBeforeSignIn).
 */
export async function chooseLanguageBeforeSignIn(language: Language): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, read by the server, not a text
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  sessionStorage.setItem(CHOSEN_BEFORE_SIGN_IN, language);
  await showLanguage(language, ['auth']);
}

/**
 * After a sign-in: the language chosen on the login screen just before, if any, becomes the account's (should that
 * call fail, the sign-in still ends, in the account's language).
 */
export async function keepLanguageChosenBeforeSignIn(me: Me): Promise<Me> {
  const chosen = sessionStorage.getItem(CHOSEN_BEFORE_SIGN_IN);
  sessionStorage.removeItem(CHOSEN_BEFORE_SIGN_IN);
  if ((chosen !== 'es' && chosen !== 'en') || (me.language === chosen && me.language_chosen)) return me;
  try {
    await api.put('/api/me/language', { language: chosen });
  } catch {
    // The sign-in stands without it: the person is signed in, in the language the account already had.
    return me;
  }
  return { ...me, language: chosen, language_chosen: true };
}
