import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';

// Its own module graph (vitest.config.ts NEEDS_ISOLATION): no English catalogue is loaded before this test.
describe('two changes of language, the first slower', () => {
  it('end in the language asked for last, not in the one whose catalogues came last', async () => {
    await loadLanguage('es');
    const english = loadLanguage('en'); // fetches the English catalogues
    const spanish = loadLanguage('es'); // already loaded: done first
    await Promise.all([english, spanish]);
    expect(i18n.locale).toBe('es');
    await loadLanguage('en');
    expect(i18n.locale).toBe('en');
  });
});
