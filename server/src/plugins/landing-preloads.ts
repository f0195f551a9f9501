import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';
import { firstDataRouteOf } from '@contracts/first-data';

/**
 * What the web build plans (web/build/first-screen-plan.ts): the entry's files, the login screen's, the signed-in
 * app's and shell's, and each declared page module's own (contracts/first-data.ts FIRST_DATA_ROUTES).
 */
interface FirstScreenPlan {
  entry: string[];
  signedOut: string[];
  shared: string[];
  pages: Record<string, string[]>;
}

const isBuiltScript = (file: unknown): file is string =>
  typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file);
const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isBuiltScript);

function readPlan(distDir: string): FirstScreenPlan | null {
  const file = path.join(distDir, FIRST_SCREEN_PLAN_FILE);
  if (!fs.existsSync(file)) return null;
  const plan = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<FirstScreenPlan>;
  const { entry, signedOut, shared, pages } = plan;
  if (!isFileList(entry) || !isFileList(signedOut) || !isFileList(shared)) return null;
  if (typeof pages !== 'object' || pages === null || !Object.values(pages).every(isFileList)) return null;
  return { entry, signedOut, shared, pages };
}

const modulePreload = (file: string) => `<${file}>; rel=modulepreload; crossorigin`;
const linkOf = (files: string[]) => files.map(modulePreload).join(', ');

export interface FirstScreenLinks {
  /** A page without a session: the entry's and the login screen's code. */
  signedOut: string | undefined;
  /** A signed-in page at `pathname`: the entry's, the signed-in app's and shell's, and its declared page's code. */
  signedIn: (pathname: string) => string | undefined;
}

/**
 * The `Link` header of a page, from the build's first-screen plan: the browser starts fetching the first screen's
 * code as soon as the HTML's headers arrive, without a script (decision 026). The entry's files come first: the
 * browser fetches in this order over its few connections, and they are what runs first. The page module of a path
 * is the one its route declares (decision 039). Nothing without a plan (no web build, or an older one).
 */
export function firstScreenLinks(distDir: string): FirstScreenLinks {
  const plan = readPlan(distDir);
  if (!plan) return { signedOut: undefined, signedIn: () => undefined };
  return {
    signedOut: linkOf([...plan.entry, ...plan.signedOut]),
    signedIn: (pathname) => {
      const module = firstDataRouteOf(pathname)?.module;
      const page = module ? (plan.pages[module] ?? []) : [];
      return linkOf([...plan.entry, ...plan.shared, ...page]);
    },
  };
}
