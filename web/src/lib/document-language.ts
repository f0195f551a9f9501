import { createContext, useContext, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';

/** The two languages of the interface: each person's, Spanish or English (decision 040). */
export type ScreenLanguage = 'es' | 'en';

/**
 * A part that speaks its own language over any screen: what it wraps takes this language instead of the person's.
 */
export const PartLanguage = createContext<ScreenLanguage | undefined>(undefined);

/** `<html lang>` as a screen language; Spanish where there is no document or it says neither. */
const readDocumentLanguage = (): ScreenLanguage =>
  typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'es';

/**
 * The active language (Lingui's `i18n.locale`, set by lib/i18n.ts's `loadLanguage`: the person's, else the page's);
 * before one is active, the page's `<html lang>`, else Spanish. What the formats (lib/format.ts) write in by default.
 */
export function activeLanguage(): ScreenLanguage {
  const locale = i18n.locale;
  if (locale === 'en' || locale === 'es') return locale;
  return readDocumentLanguage();
}

const subscribeActiveLanguage = (onChange: () => void): (() => void) => i18n.on('change', onChange);

/**
 * The screen's language, for what may render outside the router or the I18nProvider (the toasts, the login screen's
 * dialogs): the active language, re-rendered when it changes. A PartLanguage around it wins.
 */
export function useDocumentScreenLanguage(): ScreenLanguage {
  const part = useContext(PartLanguage);
  const lang = useSyncExternalStore(subscribeActiveLanguage, activeLanguage, activeLanguage);
  return part ?? lang;
}
