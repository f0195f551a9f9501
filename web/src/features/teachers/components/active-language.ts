import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@contracts/languages';

/** The language the screen's texts are written in now (the person's): catalogue labels follow it. */
export function useActiveLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'es';
}
