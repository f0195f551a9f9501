import { useMatches } from 'react-router';

/** The two languages of the interface (spec §1: mostly Spanish, with some English screens; docs/product.md). */
export type ScreenLanguage = 'es' | 'en';

/**
 * The language of the screen the router shows now: the deepest route that declares one (router.tsx `page(...)`),
 * Spanish where none does. Texts the specification does not fix, relative dates included, follow it.
 */
export function useScreenLanguage(): ScreenLanguage {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as { lang?: unknown } | undefined;
    if (handle?.lang === 'en' || handle?.lang === 'es') return handle.lang;
  }
  return 'es';
}
