import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_PLAN_FILE } from '../../contracts/constants.ts';
import { FIRST_DATA_ROUTES } from '../../contracts/first-data.ts';
import { LANGUAGES, type Language } from '../../contracts/languages.ts';
import { bundleOf, pageTextsKey, type TextBundle } from '../src/lib/text-bundles.ts';
import { pageTextAreas, pageTextsModule } from './page-texts.ts';
import { declaredAreasByModule, declaredShellAreas } from './router-areas.ts';

/** The modules every signed-in first screen needs besides its page: the signed-in app (router) and the shell. */
const SIGNED_IN_MODULES = ['app/signed-in-app.tsx', 'app/layouts/app-shell.tsx'];

/** What the router loads to fill a declared route's queries before its first render (app/router.tsx). */
const FIRST_QUERIES_MODULE = 'app/first-queries.ts';

/** The first screen of a visit without a session, whatever the path: the login screen. */
const SIGNED_OUT_MODULE = 'app/routes/auth/login.tsx';

/** The catalogues start-up loads in the page's language before the first render (main.tsx, decision 040). */
const START_CATALOGUES = (language: Language) => [bundleModule('start', language)];

const bundleModule = (bundle: TextBundle, language: Language) => `locales/bundles/${bundle}.${language}.ts`;

/**
 * The modules fetched for a page's texts in a language (web/src/lib/i18n.ts), besides start-up's: the page's one file
 * when it needs two catalogues or more (web/build/page-texts.ts), else its one catalogue's (bundle or feature).
 */
function catalogueModules(areas: readonly string[], language: Language): string[] {
  const key = pageTextsKey(areas);
  if (key === '') return [];
  if (key.includes('+')) return [pageTextsModule(key, language)];
  const bundle = bundleOf(key);
  return [bundle ? bundleModule(bundle, language) : `features/${key}/locales/${language}.po`];
}

/** The chunks of `chunk` and of what it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticClosure(bundle, next, into);
  }
  return into;
}

/** The chunk that stands for `module` (its facade), else the chunk it was bundled into (shared with its importers). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  // A module of web/src by its path there, or one outside it (the contracts' catalogues) by its path from the root.
  const suffix = module.startsWith('/') || module.startsWith('virtual:') ? module : `/src/${module}`;
  const isModule = (id: string | null) => id?.replaceAll('\\', '/').split('?')[0]!.endsWith(suffix) ?? false;
  const found =
    chunks.find((chunk) => isModule(chunk.facadeModuleId)) ??
    chunks.find((chunk) => Object.keys(chunk.modules ?? {}).some(isModule));
  if (!found) throw new Error(`first-screen-plan: no chunk for web/src/${module}`);
  return found;
}

/**
 * The code of the first screens, as URL paths, which the server names in a page's `Link` header
 * (server/src/plugins/landing-preloads.ts): the entry's own files, the login screen's (signed out), the signed-in
 * app's and shell's, and each page module a route declares in contracts/first-data.ts (decision 039), each without
 * what is listed before it.
 */
export interface FirstScreenPlan {
  entry: string[];
  signedOut: string[];
  shared: string[];
  pages: Record<string, string[]>;
  /** Each language's catalogues that start-up loads before the first render. */
  catalogues: Record<Language, string[]>;
  /** Each declared page module's texts per language beyond start-up's (the shell's and its features'). */
  pageTexts: Record<string, Record<Language, string[]>>;
}

/**
 * `pageAreas`: the feature catalogues each page module loads before its first render, as the router declares them
 * (a tab drawn later brings its own: lib/i18n.ts codeWithTexts); `shellAreas`, the shell's, which every declared
 * page (all drawn in the shell) loads with its own (router.tsx SHELL_AREAS, held to the features the shell's code
 * reaches by app/route-areas.test.ts).
 */
export function firstScreenPlan(
  bundle: OutputBundle,
  pageAreas: Record<string, string[]> = declaredAreasByModule(),
  shellAreas: readonly string[] = declaredShellAreas(),
): FirstScreenPlan {
  const entry = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  if (!entry) throw new Error('first-screen-plan: no entry chunk');
  const loadedByEntry = staticClosure(bundle, entry);
  const filesOf = (modules: readonly string[]) => {
    const files = new Set<string>();
    for (const module of modules) staticClosure(bundle, chunkOf(bundle, module), files);
    return [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
  };
  const shared = filesOf(SIGNED_IN_MODULES);
  const modules = [...new Set(FIRST_DATA_ROUTES.map((route) => route.module))];
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => [language, filesOf(START_CATALOGUES(language))]),
  ) as Record<Language, string[]>;
  const textsOf = (areas: readonly string[]) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const files = catalogueModules(areas, language).map((module) => `/${chunkOf(bundle, module).fileName}`);
        return [language, files.filter((file) => !catalogues[language].includes(file))];
      }),
    ) as Record<Language, string[]>;
  return {
    entry: [...loadedByEntry].map((file) => `/${file}`),
    signedOut: filesOf([SIGNED_OUT_MODULE]),
    shared,
    pages: Object.fromEntries(
      modules.map((module) => [
        module,
        filesOf([module, FIRST_QUERIES_MODULE]).filter((file) => !shared.includes(file)),
      ]),
    ),
    catalogues,
    pageTexts: Object.fromEntries(
      modules.map((module) => {
        const areas = pageAreas[module];
        if (!areas) throw new Error(`first-screen-plan: no page of the router loads web/src/${module}`);
        return [module, textsOf(pageTextAreas({ areas, shell: true }, shellAreas))];
      }),
    ),
  };
}

/**
 * Writes the first-screen plan beside index.html (FIRST_SCREEN_PLAN_FILE): the browser then fetches a page's code
 * as the HTML's headers arrive, with no script to run first. A declared page module without a chunk fails the build.
 */
export function firstScreenPlanFile(): Plugin {
  return {
    name: 'first-screen-plan',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_PLAN_FILE,
        source: JSON.stringify(firstScreenPlan(bundle)),
      });
    },
  };
}
