import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The feature catalogues each page of the router loads before its first render (app/router.tsx `areas`, decision
 * 040), read from the router's source: the build's first-screen plan names the same files in a page's `Link` header,
 * and app/route-areas.test.ts holds them to the features each page's imports reach.
 */

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
export const ROUTER_FILE = path.join(WEB_SRC, 'app/router.tsx');

/** The file an import names from `from` (`@/…` or relative), with its ending; none for a package. */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(WEB_SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile() && !/\.test\.tsx?$/.test(file));
}

/** The quoted names of a list's source (`'a', 'b'`), sorted. */
export const areasIn = (list: string): string[] =>
  [...list.matchAll(/'([^']+)'/g)].map(([, area]) => area ?? '').sort();

export interface DeclaredPage {
  /** The page module's file. */
  file: string;
  /** Its path under web/src (`app/routes/teacher/profile.tsx`), as contracts/first-data.ts names it. */
  module: string;
  areas: string[];
  /** Whether the page is drawn in the shell (all but those declaring `shell: false`), whose texts it then loads. */
  shell: boolean;
}

/** Each `page(...)` of the router: the module it loads and the areas it declares. */
export function declaredPages(routerFile = ROUTER_FILE): DeclaredPage[] {
  const source = fs.readFileSync(routerFile, 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, module]) => [name, module]),
  );
  return [
    ...source.matchAll(/page\(\s*\(\) => (?:import\('([^']+)'\)|(\w+)\(\))\.then\(\(m\) => m\.\w+\),[^{]*\{([^}]*)\}/g),
  ].map(([, inline, loader, options]) => {
    const specifier = inline ?? loaders.get(loader ?? '') ?? '';
    const file = resolveImport(routerFile, specifier) ?? specifier;
    return {
      file,
      module: path.relative(WEB_SRC, file).replaceAll('\\', '/'),
      areas: areasIn(/areas: \[([^\]]*)\]/.exec(options ?? '')?.[1] ?? ''),
      shell: !/\bshell: false\b/.test(options ?? ''),
    };
  });
}

/** The areas the router declares for each page module (a module several routes load: the union). */
export function declaredAreasByModule(routerFile = ROUTER_FILE): Record<string, string[]> {
  const byModule: Record<string, Set<string>> = {};
  for (const { module, areas } of declaredPages(routerFile)) {
    const set = (byModule[module] ??= new Set());
    for (const area of areas) set.add(area);
  }
  return Object.fromEntries(Object.entries(byModule).map(([module, areas]) => [module, [...areas].sort()]));
}

/** The areas the router's shell loads before its first render (app/router.tsx `SHELL_AREAS`). */
export function declaredShellAreas(routerFile = ROUTER_FILE): string[] {
  const list = /export const SHELL_AREAS\b[^=]*= \[([^\]]*)\]/.exec(fs.readFileSync(routerFile, 'utf8'))?.[1];
  if (list === undefined) throw new Error(`router-areas: no SHELL_AREAS in ${routerFile}`);
  return areasIn(list);
}
