import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The catalogues (decision 040): one per language for the app's frame (app/, components/, lib/) and one per feature
 * folder, beside it, so a screen loads the texts of its own feature only. No source locale: a message's id is the
 * text as the specification writes it, in whichever language it does, and both catalogues hold every message
 * (`npm run i18n:check` fails on one missing).
 */
/** The contracts' files whose texts the signed-out screens show. */
const CONTRACTS_SIGNED_OUT = ['<rootDir>/contracts/auth.ts', '<rootDir>/contracts/password-reset.ts'];

export default defineConfig({
  locales: ['es', 'en'],
  catalogs: [
    // The texts of the contracts and of the server (descriptors marked /*i18n*/: contracts/i18n/texts.ts), read by
    // the server at start-up and by the web with the forms that show them.
    // The contracts' texts the signed-out screens need (the login, choosing a password) are loaded with every page's
    // first screen; the rest, with the screens of the features (`contracts-areas`), so the login's first load stays
    // small (issue 44: at most 120 KB of JavaScript).
    { path: '<rootDir>/contracts/locales/{locale}', include: CONTRACTS_SIGNED_OUT },
    {
      path: '<rootDir>/contracts/locales/areas/{locale}',
      include: ['<rootDir>/contracts'],
      exclude: CONTRACTS_SIGNED_OUT,
    },
    { path: '<rootDir>/server/src/locales/{locale}', include: ['<rootDir>/server/src'] },
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
