import { useContext } from 'react';
import { useMatches } from 'react-router';
import { PartLanguage, type ScreenLanguage } from './document-language';

/**
 * The language of the screen the router shows now: the deepest route that declares one (router.tsx `page(...)`),
 * Spanish where none does. Texts the specification does not fix, relative dates included, follow it. A PartLanguage
 * around the caller wins (lib/document-language.ts, which also reads the language outside the router).
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
