/**
 * The product's two languages (issue 44, decision 040). Zod-free: the first screens read it. Each language's name is
 * written in that language, as a switch between them shows it.
 */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

/** The cookie that keeps the language chosen before signing in (the login screen's switch). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}
