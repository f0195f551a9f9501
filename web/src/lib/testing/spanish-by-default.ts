import { beforeAll } from 'vitest';
import { loadLanguage, writeContractsTextsInTheActiveLanguage } from '@/lib/i18n';

/*
 * Each test file of the shared-worker project starts in the school's language with its catalogues loaded, as a person
 * who has not chosen one (decision 040): files share one module graph, so a file that spoke English earlier in the same
 * worker would otherwise leave it active for the next, and which files meet depends on how they are spread.
 */
beforeAll(async () => {
  // A contracts test earlier in the worker may have left its own translator (catalogue.test.ts, texts.test.ts).
  writeContractsTextsInTheActiveLanguage();
  await loadLanguage('es');
});
