import { useDocumentScreenLanguage, type ScreenLanguage } from './document-language';

/**
 * The language of the screen the router shows now: the person's, the active language (decision 040), which every
 * screen speaks. Texts the specification does not fix, relative dates included, follow it. A PartLanguage around the
 * caller wins (lib/document-language.ts).
 */
export function useScreenLanguage(): ScreenLanguage {
  return useDocumentScreenLanguage();
}
