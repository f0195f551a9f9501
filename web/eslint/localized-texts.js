import pluginLingui from 'eslint-plugin-lingui';

/**
 * Every text a person reads comes from the catalogues (decision 040): Lingui's rule refuses literal text in JSX and
 * strings that read as prose, in every file of the web app (its tests aside).
 */
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
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    ...rulesOfLocalizedTexts,
  },
];
