import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesOf, poFiles } from './po-entries';
import { SPEC_TEXTS, type SpecText } from './spec-texts.fixture';

const root = path.resolve(import.meta.dirname, '../..');
type Language = SpecText['lang'];

/** Every catalogue (lingui.config.ts), by language and by the name shared with its other language's file. */
function catalogues(): { language: Language; pair: string; entries: Map<string, string> }[] {
  return ['web/src', 'contracts/locales', 'server/src/locales']
    .flatMap((folder) => poFiles(path.join(root, folder)))
    .flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const match = /(^|\/)(es|en)(\/|\.po$)/.exec(relative);
      if (!match) return [];
      return [
        {
          language: match[2] as Language,
          pair: relative.replace(/(^|\/)(es|en)(\/|\.po$)/, '$1{locale}$3'),
          entries: entriesOf(fs.readFileSync(file, 'utf8')),
        },
      ];
    });
}

/** An id written by hand ('badges.assigned'), not a message standing for its own id. */
const isExplicitId = (id: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(id);

/** The fixture's text as a pattern: each `{name}` matches a placeholder of the message or the text written there. */
const patternOf = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{[^{}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(?:\\{[^{}]*\\}|.+?)')}$`,
  );

const other = (language: Language): Language => (language === 'es' ? 'en' : 'es');

/**
 * Where a text is: the catalogue of its language that holds it as a message (the id is the text and so is its
 * translation) or as the translation of an explicit id; and whether the catalogue of the other language translates it.
 */
function problemOf(spec: SpecText, all: ReturnType<typeof catalogues>): string | undefined {
  const pattern = patternOf(spec.text);
  const own = all.filter((catalogue) => catalogue.language === spec.lang);
  for (const catalogue of own) {
    for (const [id, translation] of catalogue.entries) {
      const matches = isExplicitId(id) ? pattern.test(translation) : pattern.test(id) && translation === id;
      if (!matches) continue;
      const counterpart = all.find((entry) => entry.language === other(spec.lang) && entry.pair === catalogue.pair);
      const translated = counterpart?.entries.get(id);
      return translated ? undefined : `has no ${other(spec.lang)} translation in ${catalogue.pair} ("${id}")`;
    }
  }
  return `is not a message of any ${spec.lang} catalogue`;
}

describe("the specification's texts", () => {
  it("match a message's placeholder or the text it writes in the place of the specification's '{name}'", () => {
    const pattern = patternOf('No hay resultados para "{user_content}"');
    expect(pattern.test('No hay resultados para "{search}"')).toBe(true);
    expect(pattern.test('No hay resultados para "{0}"')).toBe(true);
    expect(pattern.test('No hay resultados para {search}')).toBe(false);
    expect(patternOf('Formatos aceptados: {formats}').test('Formatos aceptados: PDF, JPG')).toBe(true);
    expect(patternOf('Error.').test('Error!')).toBe(false);
  });

  it('are unique in the fixture', () => {
    const keys = SPEC_TEXTS.map((spec) => `${spec.lang}:${spec.text}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('are each in the catalogue of their own language, to the letter, and translated in the other', () => {
    const all = catalogues();
    const problems = SPEC_TEXTS.flatMap((spec) => {
      const problem = problemOf(spec, all);
      return problem ? [`${spec.where} [${spec.lang}] "${spec.text}" ${problem}`] : [];
    });
    if (problems.length > 0)
      console.warn(`${problems.length} of ${SPEC_TEXTS.length} specification texts missing:\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  });
});
