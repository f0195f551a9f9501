import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contracts/languages';
import { TEXT_BUNDLES, type TextBundle } from './text-bundles';

const BUNDLES_DIR = path.resolve(__dirname, '../locales/bundles');

/** The catalogue file of an area in a language, from web/src/locales/bundles. */
const catalogueOf = (area: string, language: string) =>
  area === 'app'
    ? `../${language}/app.po`
    : area === 'contracts'
      ? `../../../../contracts/locales/${language}.po`
      : area === 'contracts-areas'
        ? `../../../../contracts/locales/areas/${language}.po`
        : `../../features/${area}/locales/${language}.po`;

describe('the bundles of texts', () => {
  it('import, in each language, the catalogues of exactly the areas that lib/i18n.ts marks as loaded with them', () => {
    for (const bundle of Object.keys(TEXT_BUNDLES) as TextBundle[])
      for (const language of LANGUAGES) {
        const source = fs.readFileSync(path.join(BUNDLES_DIR, `${bundle}.${language}.ts`), 'utf8');
        const imported = [...source.matchAll(/from '([^']+\.po)'/g)].map(([, file]) => file ?? '').sort();
        expect(imported, `${bundle}.${language}.ts`).toEqual(
          TEXT_BUNDLES[bundle].map((area) => catalogueOf(area, language)).sort(),
        );
        for (const file of imported) expect(fs.existsSync(path.resolve(BUNDLES_DIR, file)), file).toBe(true);
      }
  });

  it('have no other file beside them', () => {
    const expected = Object.keys(TEXT_BUNDLES).flatMap((bundle) => LANGUAGES.map((l) => `${bundle}.${l}.ts`));
    expect(fs.readdirSync(BUNDLES_DIR).sort()).toEqual(expected.sort());
  });
});
