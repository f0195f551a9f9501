import { createContext, useContext } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/** The two languages of the interface (decision 040: each person's). */
export type ScreenLanguage = 'es' | 'en';

/** A part that speaks its own language over any screen: what it wraps takes this language instead of the person's. */
export const PartLanguage = createContext<ScreenLanguage | undefined>(undefined);

/**
 * The active catalogue's language (the person's, or the page's while signed out; decision 040), Spanish before one
 * is active; read from the texts' provider, so a change of language renders its readers again.
 */
export function useActiveLanguage(): ScreenLanguage {
  const locale = useContext(LinguiContext)?.i18n.locale ?? i18n.locale;
  return locale === 'en' ? 'en' : 'es';
}

/**
 * The screen's language for what may render outside the router (the toasts, the login screen's dialogs): the
 * person's, which every screen speaks. A PartLanguage around it wins, as for useScreenLanguage. Without the router,
 * so the login screen's code and the start-up code that use it do not load the router's.
 */
export function useDocumentScreenLanguage(): ScreenLanguage {
  const part = useContext(PartLanguage);
  const active = useActiveLanguage();
  return part ?? active;
}
