import { useDocumentScreenLanguage, type ScreenLanguage } from './document-language';

/**
 * The language of the screen the router shows now: the person's (decision 040: every screen speaks it), a
 * PartLanguage around the caller winning. Kept as the name the screens call; lib/document-language.ts reads the same
 * outside the router.
 */
export function useScreenLanguage(): ScreenLanguage {
  return useDocumentScreenLanguage();
}
