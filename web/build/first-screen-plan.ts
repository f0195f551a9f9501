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

/** A paged list's table, which a page loads for wide screens only (a phone draws the rows as cards). */
const WIDE_ONLY_MODULE = 'components/data-table/grid-table.tsx';
/** What loads WIDE_ONLY_MODULE on a wide screen before the page's first render. */
const WIDE_LOADER_MODULE = 'components/data-table/cards-or-table.tsx';

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

/** Whether `id` is `module`: a module of web/src by its path there, or one outside it by its path from the root. */
function isModuleId(id: string | null, module: string): boolean {
  const suffix = module.startsWith('/') || module.startsWith('virtual:') ? module : `/src/${module}`;
  return id?.replaceAll('\\', '/').split('?')[0]!.endsWith(suffix) ?? false;
}

/** Whether `output` is a chunk holding `module` (small shared modules are copied into each chunk importing them). */
const holdsModule = (output: OutputBundle[string] | undefined, module: string) =>
  output?.type === 'chunk' &&
  (isModuleId(output.facadeModuleId, module) || Object.keys(output.modules ?? {}).some((id) => isModuleId(id, module)));

/** The chunk that stands for `module` (its facade), else the chunk it was bundled into (shared with its importers). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const isModule = (id: string | null) => isModuleId(id, module);
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
  /** Each declared page module's code for wide screens only (`(min-width: 48rem)`): a paged list's table. */
  widePages: Record<string, string[]>;
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
  const loadsWide = (files: readonly string[]) =>
    files.some((file) => holdsModule(bundle[file.slice(1)], WIDE_LOADER_MODULE));
  const pages = Object.fromEntries(
    modules.map((module) => [module, filesOf([module, FIRST_QUERIES_MODULE]).filter((file) => !shared.includes(file))]),
  );
  return {
    entry: [...loadedByEntry].map((file) => `/${file}`),
    signedOut: filesOf([SIGNED_OUT_MODULE]),
    shared,
    pages,
    catalogues,
    pageTexts: Object.fromEntries(
      modules.map((module) => {
        const areas = pageAreas[module];
        if (!areas) throw new Error(`first-screen-plan: no page of the router loads web/src/${module}`);
        return [module, textsOf(pageTextAreas({ areas, shell: true }, shellAreas))];
      }),
    ),
    widePages: Object.fromEntries(
      modules.map((module) => {
        const code = [...shared, ...pages[module]!];
        if (!loadsWide(code)) return [module, []];
        return [module, filesOf([WIDE_ONLY_MODULE]).filter((file) => !code.includes(file))];
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
