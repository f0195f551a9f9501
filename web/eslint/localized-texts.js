import pluginLingui from 'eslint-plugin-lingui';

/**
 * Every text a person reads comes from the catalogues (decision 040): Lingui's rule refuses literal text in JSX and
 * strings that read as prose, on the files already moved to the catalogues. The list only grows, folder by folder,
 * until it is the whole web app.
 */
export const LOCALIZED_FILES = [
  'web/src/app/routes/auth/login.tsx',
  'web/src/components/language-switch.tsx',
  'web/src/features/auth/api/set-language.ts',
  'web/src/features/auth/api/use-login.ts',
  'web/src/features/auth/components/language-card.tsx',
  'web/src/features/auth/components/login-form.tsx',
  'web/src/features/auth/language-choice.ts',
];

export const localizedTexts = {
  files: LOCALIZED_FILES,
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
