import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';

/** What the web build plans for a landing path: the signed-in app's and shell's files, then each page's own. */
interface FirstScreenPlan {
  shared: string[];
  pages: Record<string, string[]>;
}

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file));

function readPlan(distDir: string): FirstScreenPlan | null {
  const file = path.join(distDir, FIRST_SCREEN_PLAN_FILE);
  if (!fs.existsSync(file)) return null;
  const plan = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<FirstScreenPlan>;
  if (!isFileList(plan.shared) || typeof plan.pages !== 'object' || plan.pages === null) return null;
  if (!Object.values(plan.pages).every(isFileList)) return null;
  return { shared: plan.shared, pages: plan.pages };
}

/**
 * The `Link` header of each landing path (a role's home, the Trombinoscopio), from the build's first-screen plan
 * (web/build/first-screen-preload.ts): the browser starts fetching the signed-in app's, the shell's and the page's
 * code as soon as the HTML's headers arrive, without a script (decision 026). Empty without a plan (no web build,
 * or an older one).
 */
export function landingPreloads(distDir: string): Map<string, string> {
  const plan = readPlan(distDir);
  if (!plan) return new Map();
  return new Map(
    Object.entries(plan.pages).map(([landingPath, files]) => [
      landingPath,
      [...plan.shared, ...files].map((file) => `<${file}>; rel=modulepreload; crossorigin`).join(', '),
    ]),
  );
}

/** `pathname` without its trailing slashes, as the landing paths are written. */
export const bareLandingPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
