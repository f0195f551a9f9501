/**
 * A text of the contracts or the server (decision 040): a stable id and the words it is written in where it is
 * declared, extracted into `contracts/locales/*.po` (and `server/src/locales/*.po`) by `lingui extract` from its
 * `/*i18n*\/` mark, and written in the reader's language when it is shown. Zod-free and macro-free: tsx, esbuild,
 * Vitest, Vite and Playwright all run these files as they are.
 */
export interface Text {
  id: string;
  message: string;
}

export type TextValues = Record<string, string | number>;

type Translate = (text: Text, values?: TextValues) => string;

/**
 * The words the text is declared in, placeholders filled: until a side sets its translator, or without catalogues.
 * An apostrophe written twice (as ICU MessageFormat escapes one before a placeholder: `''{name}''`) is one. A day
 * (`{name, date, long}`, an ISO string) is written as its ISO calendar day, which reads the same in any language.
 */
export const asDeclared: Translate = (text, values) =>
  text.message.replace(
    /''|\{(\w+)(?:, (number|date)(?:, \w+)?)?\}/g,
    (whole, name: string | undefined, kind: string | undefined) => {
      if (name === undefined) return "'";
      if (!values || !(name in values)) return whole;
      const value = String(values[name]);
      return kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
    },
  );

let current: Translate = asDeclared;

/** Who writes texts now: the web sets its active catalogue, the server the catalogue of the request's language. */
export function setTranslator(translate: Translate): void {
  current = translate;
}

/** `text` in the reader's language. */
export function translate(text: Text, values?: TextValues): string {
  return current(text, values);
}

/**
 * A zod issue's `error` that is written in the reader's language when the issue is raised; `values` fill its
 * placeholders (a function when they are known only then, such as next year).
 */
export const inReadersLanguage = (text: Text, values?: TextValues | (() => TextValues)) => ({
  error: () => translate(text, typeof values === 'function' ? values() : values),
});
