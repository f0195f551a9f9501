import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contracts/languages';
import { pageTexts, pageTextsFileName, pageTextsKeys, pageTextsModule, PAGE_TEXTS_MODULE } from './page-texts';

/** The teacher profile's: the shell's areas, the page's four features, the contracts' texts of the features. */
const TEACHER_PROFILE = 'badges+contracts-areas+cv+documents+ideas+notifications+teachers';

/** The source the plugin gives for a module id, as the bundler asks for it. */
function sourceOf(module: string): string {
  const plugin = pageTexts();
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(module);
  expect(resolved).toBe(`\0${module}`);
  return (plugin.load as (id: string) => string)(resolved!);
}

describe("the pages' files of texts", () => {
  it("are made for each page of the router: its areas and, in the shell, the shell's, beyond start-up's", () => {
    const keys = pageTextsKeys();
    expect(keys).toContain(TEACHER_PROFILE);
    // A page with no feature of its own (the home redirect) still has the shell's texts to load.
    expect(keys).toContain('contracts-areas+ideas+notifications');
    // The credential page is outside the shell: its feature and the contracts' texts only.
    expect(keys).toContain('badges+contracts-areas');
    for (const key of keys) {
      expect(key.split('+').length, key).toBeGreaterThan(1);
      expect(key.split('+'), key).not.toContain('auth');
    }
  });

  it("import, in each language, exactly the catalogues of the key's areas, which exist", () => {
    for (const language of LANGUAGES) {
      const source = sourceOf(pageTextsModule(TEACHER_PROFILE, language));
      const files = [...source.matchAll(/from "([^"?]+)\?page=([^"?]+)\?lingui"/g)].map(([, file, key]) => {
        expect(key).toBe(TEACHER_PROFILE);
        return file ?? '';
      });
      expect(files.map((file) => file.split(/\/(?:web\/src\/features|contracts\/locales)\//)[1])).toEqual([
        `badges/locales/${language}.po`,
        `areas/${language}.po`,
        `cv/locales/${language}.po`,
        `documents/locales/${language}.po`,
        `ideas/locales/${language}.po`,
        `notifications/locales/${language}.po`,
        `teachers/locales/${language}.po`,
      ]);
      for (const file of files) expect(fs.existsSync(file), file).toBe(true);
      expect(source).toContain('export const catalogues = [m0, m1, m2, m3, m4, m5, m6];');
    }
  });

  it('are listed in one table, each key with a loader per language', () => {
    const source = sourceOf(PAGE_TEXTS_MODULE);
    for (const key of pageTextsKeys())
      for (const language of LANGUAGES) expect(source).toContain(`import("${pageTextsModule(key, language)}")`);
  });

  it('are named by their language', () => {
    expect(pageTextsFileName(`\0${pageTextsModule(TEACHER_PROFILE, 'en')}`)).toBe('assets/texts.en-[hash].js');
    expect(pageTextsFileName('/work/web/src/app/router.tsx')).toBeUndefined();
    expect(pageTextsFileName(null)).toBeUndefined();
  });

  it('leave every other module to the other plugins', () => {
    const plugin = pageTexts();
    expect((plugin.resolveId as (id: string) => string | undefined)('./router')).toBeUndefined();
    expect((plugin.load as (id: string) => string | undefined)('/work/web/src/app/router.tsx')).toBeUndefined();
  });
});
