import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../contracts/languages';
import { pageTextsKey } from '../src/lib/text-bundles';
import { declaredPages, ROUTER_FILE } from './router-areas';

/**
 * The feature catalogues a page's first render needs, in one file per language rather than one per feature: on a
 * phone's slow connection each file is a request that holds a share of the bandwidth while it waits for its answer
 * (a teacher's profile needed four). Made from the areas the router declares (router.tsx `page(…, { areas })`), so
 * nothing is written twice; lib/i18n.ts takes a page's file when it needs exactly those areas (a first screen), and
 * the features' own files otherwise (a later screen whose areas are partly loaded already).
 */

/** The table of the pages' files: each set of areas (`badges+cv+documents+teachers`) → its loader per language. */
export const PAGE_TEXTS_MODULE = 'virtual:page-texts';
const BUNDLE_PREFIX = `${PAGE_TEXTS_MODULE}/`;

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The module of a page's texts in a language, as the build names it (the first-screen plan finds its chunk by it). */
export const pageTextsModule = (key: string, language: string) => `${BUNDLE_PREFIX}${language}/${key}`;

/** The keys of the router's pages that need two feature catalogues or more (one needs no file of its own). */
export function pageTextsKeys(routerFile = ROUTER_FILE): string[] {
  const keys = declaredPages(routerFile).map(({ areas }) => pageTextsKey(areas));
  return [...new Set(keys.filter((key) => key.includes('+')))].sort();
}

export function pageTexts(): Plugin {
  return {
    name: 'page-texts',
    resolveId(id) {
      if (id === PAGE_TEXTS_MODULE || id.startsWith(BUNDLE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const module = id.slice(1);
      if (module === PAGE_TEXTS_MODULE) {
        const entries = pageTextsKeys().map((key) => {
          const loaders = LANGUAGES.map(
            (language) => `${language}: () => import(${JSON.stringify(pageTextsModule(key, language))})`,
          );
          return `  ${JSON.stringify(key)}: { ${loaders.join(', ')} },`;
        });
        return `export const PAGE_TEXTS = {\n${entries.join('\n')}\n};\n`;
      }
      if (!module.startsWith(BUNDLE_PREFIX)) return undefined;
      const [language, key] = module.slice(BUNDLE_PREFIX.length).split('/');
      const areas = (key ?? '').split('+');
      // `?lingui` makes each catalogue a module of this file's own (Lingui's plugin compiles it all the same), held
      // in it, rather than the feature's chunk that a later screen fetches, which this file would only import.
      const imports = areas.map((area, index) => {
        const catalogue = path.join(WEB_SRC, 'features', area, 'locales', `${language}.po`);
        return `import { messages as m${index} } from ${JSON.stringify(`${catalogue}?lingui`)};`;
      });
      return `${imports.join('\n')}\nexport const catalogues = [${areas.map((_, index) => `m${index}`).join(', ')}];\n`;
    },
  };
}
