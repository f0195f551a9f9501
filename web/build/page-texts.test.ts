import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contracts/languages';
import { pageTexts, pageTextsKeys, pageTextsModule, PAGE_TEXTS_MODULE } from './page-texts';
import { declaredPages } from './router-areas';

/** The source the plugin gives for a module id, as the bundler asks for it. */
function sourceOf(module: string): string {
  const plugin = pageTexts();
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(module);
  expect(resolved).toBe(`\0${module}`);
  return (plugin.load as (id: string) => string)(resolved!);
}

describe("the pages' files of texts", () => {
  it('are made for each set of two feature catalogues or more that a page of the router declares', () => {
    const keys = pageTextsKeys();
    expect(keys).toContain('badges+cv+documents+teachers');
    for (const key of keys) expect(key.split('+').length, key).toBeGreaterThan(1);
    // A page that needs one feature's texts takes that feature's own file; none is made for it.
    const single = declaredPages().filter(({ areas }) => areas.length === 1);
    expect(single.length).toBeGreaterThan(0);
    for (const { areas } of single) expect(keys).not.toContain(areas[0]);
  });

  it("import, in each language, exactly the catalogues of the key's areas, which exist", () => {
    for (const language of LANGUAGES) {
      const source = sourceOf(pageTextsModule('badges+cv+documents+teachers', language));
      const files = [...source.matchAll(/from "([^"]+)\?lingui"/g)].map(([, file]) => file ?? '');
      expect(files.map((file) => file.split('/features/')[1])).toEqual([
        `badges/locales/${language}.po`,
        `cv/locales/${language}.po`,
        `documents/locales/${language}.po`,
        `teachers/locales/${language}.po`,
      ]);
      for (const file of files) expect(fs.existsSync(file), file).toBe(true);
      expect(source).toContain('export const catalogues = [m0, m1, m2, m3];');
    }
  });

  it('are listed in one table, each key with a loader per language', () => {
    const source = sourceOf(PAGE_TEXTS_MODULE);
    for (const key of pageTextsKeys())
      for (const language of LANGUAGES) expect(source).toContain(`import("${pageTextsModule(key, language)}")`);
  });

  it('leave every other module to the other plugins', () => {
    const plugin = pageTexts();
    expect((plugin.resolveId as (id: string) => string | undefined)('./router')).toBeUndefined();
    expect((plugin.load as (id: string) => string | undefined)('/work/web/src/app/router.tsx')).toBeUndefined();
  });
});
