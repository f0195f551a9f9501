import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';

/**
 * What the web build plans for a landing path: the entry's files, index.html's first-screen script, the signed-in
 * app's and shell's files, then each page's own.
 */
interface FirstScreenPlan {
  entry: string[];
  script: string;
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
  const { entry, script, shared, pages } = plan;
  if (!isFileList(entry) || !isBuiltScript(script) || !isFileList(shared)) return null;
  if (typeof pages !== 'object' || pages === null || !Object.values(pages).every(isFileList)) return null;
  return { entry, script, shared, pages };
}

const modulePreload = (file: string) => `<${file}>; rel=modulepreload; crossorigin`;

/**
 * The `Link` header of each landing path (a role's home, the Trombinoscopio), from the build's first-screen plan
 * (web/build/first-screen-preload.ts): the browser starts fetching the signed-in app's, the shell's and the page's
 * code as soon as the HTML's headers arrive, without a script (decision 026). The entry's files and the script that
 * sends GET /api/me come first: the browser fetches in this order over its few connections, and they are what runs
 * first. Empty without a plan (no web build, or an older one).
 */
export function landingPreloads(distDir: string): Map<string, string> {
  const plan = readPlan(distDir);
  if (!plan) return new Map();
  return new Map(
    Object.entries(plan.pages).map(([landingPath, files]) => [
      landingPath,
      [
        ...plan.entry.map(modulePreload),
        `<${plan.script}>; rel=preload; as=script`,
        ...[...plan.shared, ...files].map(modulePreload),
      ].join(', '),
    ]),
  );
}

/** `pathname` without its trailing slashes, as the landing paths are written. */
export const bareLandingPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
