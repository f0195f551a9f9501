import pluginLingui from 'eslint-plugin-lingui';

/**
 * Every text a person reads comes from the catalogues (decision 040): Lingui's rule refuses literal text in JSX and
 * strings that read as prose, in every file of the web app except the folders not yet moved to the catalogues,
 * listed here. The list only shrinks, folder by folder, until it is empty and goes.
 */
export const NOT_YET_LOCALIZED = [
  // Its dates' and numbers' formats follow the person's language in a change of their own (decision 040).
  'web/src/lib/format.ts',
  'web/src/features/analytics/**',
  'web/src/features/audit/**',
  'web/src/features/auth/**',
  'web/src/features/ideas/**',
  'web/src/features/notifications/**',
  'web/src/features/sso/**',
  'web/src/features/two-factor/**',
  'web/src/features/users/**',
];

/** Files already moved inside a folder not yet moved as a whole. */
const MOVED_IN_FOLDERS_NOT_YET_MOVED = [
  'web/src/features/auth/api/set-language.ts',
  'web/src/features/auth/api/use-login.ts',
  'web/src/features/auth/components/language-card.tsx',
  'web/src/features/auth/components/login-form.tsx',
  'web/src/features/auth/language-choice.ts',
];

const rulesOfLocalizedTexts = {
  plugins: { lingui: pluginLingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // One word without a capital (a key, a class, a path part) or an upper-case code: not prose.
          '^(?![A-Z])\\S+$',
          '^[A-Z0-9_-]+$',
          // Paths, URLs and MIME types.
          '^(/|https?:|[a-z]+/[a-z])',
        ],
        ignoreNames: [
          { regex: { pattern: 'className', flags: 'i' } },
          { regex: { pattern: '^[A-Z0-9_-]+$' } },
          'type',
          'id',
          'key',
          'href',
          'to',
          'autoComplete',
          'inputMode',
          'variant',
          'size',
          'lang',
          'role',
        ],
        ignoreFunctions: ['cn', 'cva', 'Error', 'console.*', '*.setItem', '*.getItem', '*.removeItem', 'api.*'],
      },
    ],
    'lingui/t-call-in-function': 'error',
    'lingui/no-trans-inside-trans': 'error',
  },
};

export const localizedTexts = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', ...NOT_YET_LOCALIZED],
    ...rulesOfLocalizedTexts,
  },
  { files: MOVED_IN_FOLDERS_NOT_YET_MOVED, ...rulesOfLocalizedTexts },
];
