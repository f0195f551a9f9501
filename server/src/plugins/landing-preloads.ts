import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_PLAN_FILE, TABLE_WIDTH } from '@contracts/constants';
import { firstDataRouteOf } from '@contracts/first-data';
import { LANGUAGES, type Language } from '@contracts/languages';

/**
 * What the web build plans (web/build/first-screen-plan.ts): the entry's files, the login screen's, the signed-in
 * app's and shell's, and each declared page module's own (contracts/first-data.ts FIRST_DATA_ROUTES).
 */
interface FirstScreenPlan {
  entry: string[];
  signedOut: string[];
  shared: string[];
  pages: Record<string, string[]>;
  /** Each language's catalogues that start-up loads before the first render (decision 040). */
  catalogues: Record<Language, string[]>;
  /** Each declared page module's texts per language beyond start-up's (the shell's and its features'). */
  pageTexts: Record<string, Record<Language, string[]>>;
  /** Each declared page module's code for wide screens only (a paged list's table; a phone draws cards). */
  widePages: Record<string, string[]>;
}

const isBuiltScript = (file: unknown): file is string =>
  typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file);
const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isBuiltScript);
const isFilesPerModule = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' && value !== null && Object.values(value).every(isFileList);

/** Files per language: an older plan without them gives none. */
function perLanguage(value: unknown): Record<Language, string[]> | null {
  const files = { es: [], en: [], ...(typeof value === 'object' ? value : {}) } as Record<Language, unknown>;
  return LANGUAGES.every((language) => isFileList(files[language])) ? (files as Record<Language, string[]>) : null;
}

function readPlan(distDir: string): FirstScreenPlan | null {
  const file = path.join(distDir, FIRST_SCREEN_PLAN_FILE);
  if (!fs.existsSync(file)) return null;
  const plan = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<FirstScreenPlan>;
  const { entry, signedOut, shared, pages } = plan;
  if (!isFileList(entry) || !isFileList(signedOut) || !isFileList(shared)) return null;
  if (!isFilesPerModule(pages)) return null;
  const catalogues = perLanguage(plan.catalogues);
  const pageTexts: Record<string, Record<Language, string[]>> = {};
  for (const [module, texts] of Object.entries(plan.pageTexts ?? {})) {
    const files = perLanguage(texts);
    if (!files) return null;
    pageTexts[module] = files;
  }
  if (!catalogues) return null;
  // An older plan without them: no page loads code for wide screens only.
  const widePages = plan.widePages ?? {};
  if (!isFilesPerModule(widePages)) return null;
  return { entry, signedOut, shared, pages, catalogues, pageTexts, widePages };
}

const modulePreload = (file: string) => `<${file}>; rel=modulepreload; crossorigin`;
const linkOf = (files: string[]) => files.map(modulePreload).join(', ');
/** Fetched only where the screen is wide enough for the web app's tables. */
const widePreload = (file: string) => `${modulePreload(file)}; media="${TABLE_WIDTH}"`;
/** An image the first screen draws first (the same URL, mode and credentials as its `<img>`, so it is reused). */
const imagePreload = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;
const isOwnPath = (url: string) => /^\/api\/[\w/.-]+(\?[\w=&%.-]*)?$/.test(url);

export interface FirstScreenLinks {
  /** A page without a session in `language`: the entry's and the login screen's code, the language's texts. */
  signedOut: (language: Language) => string | undefined;
  /**
   * A signed-in page at `pathname` for a person of `language`: the entry's, the signed-in app's and shell's, and its
   * declared page's code, the language's texts: the start's, then the page's (with the shell's), the page's code for
   * wide screens only (with a `media` query), and last the first screen's image when its route declares one (`image`,
   * a path of ours).
   */
  signedIn: (pathname: string, language: Language, image?: string | null) => string | undefined;
}

/**
 * The `Link` header of a page, from the build's first-screen plan: the browser starts fetching the first screen's
 * code as soon as the HTML's headers arrive, without a script (decision 026). The entry's files come first: the
 * browser fetches in this order over its few connections, and they are what runs first. The page module of a path
 * is the one its route declares (decision 039). Nothing without a plan (no web build, or an older one).
 */
export function firstScreenLinks(distDir: string): FirstScreenLinks {
  const plan = readPlan(distDir);
  if (!plan) return { signedOut: () => undefined, signedIn: () => undefined };
  return {
    signedOut: (language) => linkOf([...plan.entry, ...plan.catalogues[language], ...plan.signedOut]),
    signedIn: (pathname, language, image) => {
      const module = firstDataRouteOf(pathname)?.module;
      const page = module ? (plan.pages[module] ?? []) : [];
      const pageTexts = module ? (plan.pageTexts[module]?.[language] ?? []) : [];
      const wide = module ? (plan.widePages[module] ?? []) : [];
      const code = [
        linkOf([...plan.entry, ...plan.catalogues[language], ...plan.shared, ...page, ...pageTexts]),
        ...wide.map(widePreload),
      ].join(', ');
      return image && isOwnPath(image) ? `${code}, ${imagePreload(image)}` : code;
    },
  };
}
