import { createElement as h, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { Language } from '@contracts/languages';
import { i18n, loadLanguage } from '@/lib/i18n';

/**
 * The person's language in a test: its catalogues loaded and active, as at start-up (decision 040), with those of
 * the features named in `areas`.
 */
export const speak = (language: Language, areas: readonly string[] = []): Promise<void> =>
  loadLanguage(language, areas);

/** `node` inside the texts' provider, as the app renders everything (providers.tsx). */
export const withTexts = (node: ReactNode) => h(I18nProvider, { i18n }, node);
