import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../contracts/languages';
import { CONTRACTS_AREAS, pageTextsKey, withContractsAreas } from '../src/lib/text-bundles';
import { declaredPages, declaredShellAreas, ROUTER_FILE, type DeclaredPage } from './router-areas';

/**
 * The catalogues a page's first render needs beyond start-up's (the shell's, its features', the contracts' texts of
 * the features), in one file per language rather than one per feature: on a phone's slow connection each file is a
 * request that holds a share of the bandwidth while it waits for its answer (a teacher's profile needed five). Made
 * from the areas the router declares (router.tsx `page(…, { areas })` and `SHELL_AREAS`), so nothing is written
 * twice; lib/i18n.ts takes a page's file when it needs exactly those areas (a first screen), and the bundles' and
 * features' own files otherwise (a later screen, whose texts are partly loaded already).
 */

/**
 * The table of the pages' files: each set of areas (`contracts-areas+documents+ideas+notifications`) → its loader
 * per language.
 */
export const PAGE_TEXTS_MODULE = 'virtual:page-texts';
const BUNDLE_PREFIX = `${PAGE_TEXTS_MODULE}/`;

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The module of a page's texts in a language, as the build names it (the first-screen plan finds its chunk by it). */
export const pageTextsModule = (key: string, language: string) => `${BUNDLE_PREFIX}${language}/${key}`;

/** The areas a page loads before its first render: its own, the shell's if drawn in it, the contracts' texts. */
export function pageTextAreas(page: Pick<DeclaredPage, 'areas' | 'shell'>, shellAreas: readonly string[]): string[] {
  return withContractsAreas(page.shell ? [...shellAreas, ...page.areas] : page.areas);
}

/** A page's texts file is named by its language (`texts.es-<hash>.js`), not by its areas' list. */
export function pageTextsFileName(facadeModuleId: string | null): string | undefined {
  const language = facadeModuleId?.startsWith(`\0${BUNDLE_PREFIX}`)
    ? facadeModuleId.slice(BUNDLE_PREFIX.length + 1).split('/')[0]
    : undefined;
  return language ? `assets/texts.${language}-[hash].js` : undefined;
}

/** The keys of the router's pages that need two catalogues or more beyond start-up's (one is a file already). */
export function pageTextsKeys(routerFile = ROUTER_FILE): string[] {
  const shellAreas = declaredShellAreas(routerFile);
  const keys = declaredPages(routerFile).map((page) => pageTextsKey(pageTextAreas(page, shellAreas)));
  return [...new Set(keys.filter((key) => key.includes('+')))].sort();
}

/** The catalogue file of an area in a language. */
const catalogueFile = (area: string, language: string) =>
  area === CONTRACTS_AREAS
    ? path.join(WEB_SRC, '../../contracts/locales/areas', `${language}.po`)
    : path.join(WEB_SRC, 'features', area, 'locales', `${language}.po`);

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
      // Each catalogue as a module of this file's own (the page's key in its query; Lingui's plugin compiles any id
      // that ends in `?lingui`), held in it: not the feature's chunk that a later screen fetches, nor one chunk that
      // every page's file shares (the contracts' texts of the features), either of which it would only import.
      const imports = areas.map((area, index) => {
        const catalogue = `${catalogueFile(area, language ?? '')}?page=${key}?lingui`;
        return `import { messages as m${index} } from ${JSON.stringify(catalogue)};`;
      });
      return `${imports.join('\n')}\nexport const catalogues = [${areas.map((_, index) => `m${index}`).join(', ')}];\n`;
    },
  };
}
