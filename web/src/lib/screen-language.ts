import { useContext } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { PartLanguage, type ScreenLanguage } from './document-language';

/**
 * The language of the screen the router shows now: the person's, the active catalogue's (decision 040), which every
 * screen speaks. Texts the specification does not fix, relative dates included, follow it. A PartLanguage around the
 * caller wins (lib/document-language.ts).
 */
export function useScreenLanguage(): ScreenLanguage {
  const part = useContext(PartLanguage);
  const locale = useContext(LinguiContext)?.i18n.locale ?? i18n.locale;
  return part ?? (locale === 'en' ? 'en' : 'es');
}
