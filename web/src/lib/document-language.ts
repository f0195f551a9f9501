import { createContext, useContext, useSyncExternalStore } from 'react';

/** The two languages of the interface (spec §1: mostly Spanish, with some English screens; docs/product.md). */
export type ScreenLanguage = 'es' | 'en';

/**
 * A part that speaks its own language over any screen (the idea dialog is Spanish, also over an English screen):
 * what it wraps takes this language instead of the route's.
 */
export const PartLanguage = createContext<ScreenLanguage | undefined>(undefined);

/** `<html lang>` as a screen language; Spanish where there is no document or it says neither. */
const readDocumentLanguage = (): ScreenLanguage =>
  typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'es';

function subscribeDocumentLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

/**
 * The screen's language for what may render outside the router (the toasts, the login screen's dialogs): read from
 * `<html lang>`, which the shell keeps on the route's language (app-shell.tsx), Spanish before a page is known.
 * A PartLanguage around it wins, as for useScreenLanguage. Without the router, so the login screen's code and the
 * start-up code that use it do not load the router's.
 */
export function useDocumentScreenLanguage(): ScreenLanguage {
  const part = useContext(PartLanguage);
  const lang = useSyncExternalStore(subscribeDocumentLanguage, readDocumentLanguage, readDocumentLanguage);
  return part ?? lang;
}
