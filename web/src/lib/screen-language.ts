import { createContext, useContext, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

/** The two languages of the interface (spec §1: mostly Spanish, with some English screens; docs/product.md). */
export type ScreenLanguage = 'es' | 'en';

/**
 * A part that speaks its own language over any screen (the idea dialog is Spanish, also over an English screen):
 * what it wraps takes this language instead of the route's.
 */
export const PartLanguage = createContext<ScreenLanguage | undefined>(undefined);

/**
 * The language of the screen the router shows now: the deepest route that declares one (router.tsx `page(...)`),
 * Spanish where none does. Texts the specification does not fix, relative dates included, follow it.
 */
export function useScreenLanguage(): ScreenLanguage {
  const part = useContext(PartLanguage);
  const matches = useMatches();
  if (part) return part;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as { lang?: unknown } | undefined;
    if (handle?.lang === 'en' || handle?.lang === 'es') return handle.lang;
  }
  return 'es';
}

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
 * A PartLanguage around it wins, as for useScreenLanguage.
 */
export function useDocumentScreenLanguage(): ScreenLanguage {
  const part = useContext(PartLanguage);
  const lang = useSyncExternalStore(subscribeDocumentLanguage, readDocumentLanguage, readDocumentLanguage);
  return part ?? lang;
}
