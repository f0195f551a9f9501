import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./web/src/features/', import.meta.url);
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

/** A feature may not reach into another feature's folder (bulletproof-react's rule). */
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Import another feature through app/ or a shared folder, not its internals.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'dist', 'data', 'test-results', 'playwright-report', '.tmp', 'server/src/db/migrations'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**', '@/*'], message: 'contracts/ imports nothing from server/ or web/.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/src/**', '@/*'], message: 'The server does not import the web app.' }] }],
    },
  },
  ...featureBoundaries,
);
