import { i18n, type Messages } from '@lingui/core';
import { asDeclared, setTranslator } from '@contracts/i18n/texts';
import { isLanguage, type Language } from '@contracts/languages';
import { firstPagePersonLanguage } from './first-answers';
import { PAGE_TEXTS } from 'virtual:page-texts';
import { bundleOf, pageTextsKey, TEXT_BUNDLES, withContractsAreas } from './text-bundles';

/**
 * The catalogues (decision 040, lingui.config.ts): the app frame's and one per feature, each language a file of its
 * own compiled by the Lingui Vite plugin when imported, so a screen fetches its own texts in its own language only.
 * Those always loaded together come in bundles (text-bundles.ts), one file each per language, and are left out here.
 */
const CATALOGUES = import.meta.glob<{ messages: Messages }>([
  '../features/*/locales/*.po',
  '!../features/{auth,ideas,notifications}/locales/*.po',
]);
const BUNDLES = import.meta.glob<{ catalogues: Messages[] }>('../locales/bundles/*.ts');

/** The feature folders, each with a catalogue per language beside it (web/src/features/{area}/locales). */
export const FEATURE_AREAS = [
  'activity',
  'analytics',
  'audit',
  'auth',
  'badges',
  'course-rosters',
  'courses',
  'cv',
  'documents',
  'external-credentials',
  'faculty-reports',
  'grades',
  'ideas',
  'notifications',
  'people-csv',
  'portfolio',
  'reviews',
  'public-pages',
  'sso',
  'students',
  'teachers',
  'trusted-issuers',
  'two-factor',
  'users',
] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

/** A file of catalogues to fetch: the areas it holds and its loader. */
interface CatalogueFetch {
  areas: readonly string[];
  load: () => Promise<Messages[]>;
}

/** A bundle's file in a language: the areas it holds. */
function bundleFetch(bundle: keyof typeof TEXT_BUNDLES, language: Language): CatalogueFetch | undefined {
  const load = BUNDLES[`../locales/bundles/${bundle}.${language}.ts`];
  return load && { areas: TEXT_BUNDLES[bundle], load: () => load().then((module) => module.catalogues) };
}

/** A feature's own catalogue in a language. */
function featureFetch(area: string, language: Language): CatalogueFetch | undefined {
  const load = CATALOGUES[`../features/${area}/locales/${language}.po`];
  return load && { areas: [area], load: () => load().then((module) => [module.messages]) };
}

/**
 * The files that hold the `missing` areas: start-up's bundle for its areas; the rest in their page's one file when a
 * page needs exactly them (a first screen: web/build/page-texts.ts), else one file per bundle, however many of its
 * areas are wanted, and one per feature.
 */
export function fetchesFor(missing: readonly string[], language: Language): CatalogueFetch[] {
  const rest = missing.filter((area) => bundleOf(area) !== 'start');
  const page = rest.length > 1 ? PAGE_TEXTS[pageTextsKey(rest)]?.[language] : undefined;
  const separately = page ? missing.filter((area) => !rest.includes(area)) : missing;
  const bundles = new Set(separately.map(bundleOf).filter((bundle) => bundle !== undefined));
  return [
    ...[...bundles].map((bundle) => bundleFetch(bundle, language)),
    ...(page ? [{ areas: rest, load: () => page().then((module) => module.catalogues) }] : []),
    ...separately.filter((area) => bundleOf(area) === undefined).map((area) => featureFetch(area, language)),
  ].filter((fetch) => fetch !== undefined);
}

/**
 * The contracts' texts (zod's messages, shared labels) are written through the active catalogue (decision 040).
 * Before a language is active (a unit test that renders no app), a text is written as declared. Set when this module
 * loads; the unit tests' set-up sets it again before each file, which a contracts test may have changed.
 */
export function writeContractsTextsInTheActiveLanguage(): void {
  setTranslator((text, values) =>
    i18n.locale ? i18n._(text.id, values, { message: text.message }) : asDeclared(text, values),
  );
}
writeContractsTextsInTheActiveLanguage();

/** The feature areas whose texts a screen has needed, and which catalogues (`language:area`) are in memory. */
const loadedAreas = new Set<string>();
const loadedIn = new Set<string>();
/** The language last asked for: a screen's texts are loaded in it even while its catalogues are still on the way. */
let shownLanguage: Language | undefined;

/**
 * Loads the texts of these areas in the language (the app frame's and the contracts' always), then makes it active.
 * A catalogue that cannot be fetched (offline, or a stale chunk after a deploy) is left out: the page still starts,
 * its texts as the code declares them, rather than not at all.
 */
export async function loadLanguage(language: Language, areas: readonly string[] = []): Promise<void> {
  shownLanguage = language;
  for (const area of areas) loadedAreas.add(area);
  // A switch of language loads, in the new one, every area a screen has needed so far.
  const wanted = ['app', 'contracts', ...withContractsAreas(language === i18n.locale ? areas : [...loadedAreas])];
  const missing = wanted.filter((area) => !loadedIn.has(`${language}:${area}`));
  const loaded = await Promise.all(
    fetchesFor(missing, language).map((fetch) =>
      fetch.load().then(
        (catalogues) => {
          for (const area of fetch.areas) loadedIn.add(`${language}:${area}`);
          return catalogues;
        },
        () => [],
      ),
    ),
  );
  for (const messages of loaded.flat()) if (messages) i18n.load(language, messages);
  // A later call asked for another language while this one's catalogues loaded: that one is the person's.
  if (shownLanguage === language && i18n.locale !== language) i18n.activate(language);
}

/** The language the server wrote on the page (the person's, the browser's or the school's); Spanish if none. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'es';
}

/**
 * Loads a screen's feature catalogues in the language last asked for (the router, before the screen's first render):
 * the first screen's routes are fetched at start-up beside main.tsx's first load, and loading them in another
 * language made the first screen start in whichever language's load ended last.
 */
export const loadAreas = (areas: readonly string[]): Promise<void> =>
  loadLanguage(shownLanguage ?? firstPagePersonLanguage() ?? pageLanguage(), areas);

/**
 * A lazy part's code and its features' catalogues, fetched side by side when the part is first wanted: a screen
 * declares in the router only the areas of what its first render shows, and a tab or dialog it draws later brings its
 * own texts (`codeWithTexts(['activity'], () => import(…))`; route-areas.test.ts holds both to the imports).
 */
export function codeWithTexts<T>(areas: readonly FeatureArea[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}

export { i18n };
