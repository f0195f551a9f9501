import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The catalogues (decision 040): one per language for the app's frame (app/, components/, lib/) and one per feature
 * folder, beside it, so a screen loads the texts of its own feature only. No source locale: a message's id is the
 * text as the specification writes it, in whichever language it does, and both catalogues hold every message
 * (`npm run i18n:check` fails on one missing).
 */
export default defineConfig({
  locales: ['es', 'en'],
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/app',
      include: ['<rootDir>/web/src/app', '<rootDir>/web/src/components', '<rootDir>/web/src/lib'],
    },
    {
      path: '<rootDir>/web/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/web/src/features/{name}'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
