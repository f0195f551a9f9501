import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './web/eslint/import-boundaries.js';
import { localizedTexts } from './web/eslint/localized-texts.js';

/*
 * No decision by role outside the policies (decision 010): on the server only `*.policy.ts` (and `role()` in
 * plugins/auth.ts, which their request rules are made with) compare a user's role; the web compares none, it reads
 * the session's `can`. Flagged: `x.role === 'staff'` (or `!==`, either side, `x?.role` too), `[...].includes(x.role)`
 * and `switch (x.role)`. A query's filter on the role column, `eq(users.role, 'staff')`, is data, not a decision,
 * and is not flagged; neither is a role shown (`ROLE_LABELS[user.role]`) or one role value set against another.
 */
const ROLE_DECISION = "Decide from a policy rule (server `*.policy.ts`) or the session's `can` (web), not by role.";
/** The node at `path` is a role read, `x.role` or `x?.role`. */
const roleAt = (path) => [`[${path}.property.name='role']`, `[${path}.expression.property.name='role']`];
const roleDecisions = [
  ...[
    ['left', 'right'],
    ['right', 'left'],
  ].flatMap(([side, other]) =>
    roleAt(side).map(
      (role) => `BinaryExpression[operator=/^[!=]==?$/]${role}[${other}.type=/^(Literal|TemplateLiteral)$/]`,
    ),
  ),
  ...roleAt('arguments.0').map((role) => `CallExpression[callee.property.name='includes']${role}`),
  ...roleAt('discriminant').map((role) => `SwitchStatement${role}`),
].map((selector) => ({ selector, message: ROLE_DECISION }));

/*
 * An error's message is a text of the catalogues (decision 040), written in the reader's language when answered: a
 * literal string as AppError's message would reach everyone in the words it was typed in. Declare the text
 * (`/*i18n*\/ { id: 'module.reason', message: '…' }`) and pass values for its placeholders.
 */
const APP_ERROR_LITERAL =
  'Give AppError a text of the catalogues ({ id, message } marked /*i18n*/), not a literal string.';
const appErrorLiterals = ['Literal', 'TemplateLiteral'].map((type) => ({
  selector: `NewExpression[callee.name='AppError'] > ${type}.arguments:nth-child(2)`,
  message: APP_ERROR_LITERAL,
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      '.tmp',
      'server/src/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: { rules: { 'import-boundaries': importBoundaries } } },
    // One-way imports, by @/ alias or relative path: shared folders → features → app; no feature imports another.
    rules: { ...reactHooks.configs.recommended.rules, 'web/import-boundaries': 'error' },
  },
  // Import cycles are oxlint's import/no-cycle (.oxlintrc.json, `npm run lint:cycles`): 0.7 s, where ESLint's
  // import-x/no-cycle took 22 s of its 74 (decision 048).
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@/*'],
              message: 'contracts/ imports nothing from server/ or web/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: ['**/*.policy.ts', '**/*.test.{ts,tsx}', 'server/src/plugins/auth.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleDecisions, ...appErrorLiterals] },
  },
  {
    // Where role decisions are allowed, a literal message still is not.
    files: ['server/src/**/*.policy.ts', 'server/src/plugins/auth.ts'],
    rules: { 'no-restricted-syntax': ['error', ...appErrorLiterals] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/src/**', '@/*'], message: 'The server does not import the web app.' }] },
      ],
    },
  },
  {
    // Shared services are called by modules and call none (decision 038): a feature's code they need moves here.
    files: ['server/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/src/**', '@/*'], message: 'The server does not import the web app.' },
            { group: ['**/modules/**'], message: 'server/src/shared imports no module (decision 038).' },
          ],
        },
      ],
    },
  },
  {
    // A photo is a document (decision 020): photos call documents, never the reverse (decision 038). What documents
    // need of photos is handed to them: the viewer by app.ts, the size rows' removal by registerCompanionFiles.
    files: ['server/src/modules/documents/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/src/**', '@/*'], message: 'The server does not import the web app.' },
            {
              group: ['**/photos/**'],
              message: 'modules/documents imports nothing from modules/photos (decision 038).',
            },
          ],
        },
      ],
    },
  },
  ...localizedTexts,
);
