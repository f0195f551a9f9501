import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each screen loads the catalogues of the features it shows (router.tsx `areas`, decision 040): a feature left out
 * would show its texts in the code's language whatever the person's. Held here against the code itself: the feature
 * folders each route module reaches through its imports, static or lazy.
 */

const WEB_SRC = path.resolve(__dirname, '..');
const ROUTER = path.join(__dirname, 'router.tsx');

function resolveImport(from: string, specifier: string): string | undefined {
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

/** The feature folders a module reaches, itself included. */
function featuresReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const features = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const feature = /[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
    if (feature) features.add(feature);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolveImport(file, match[1] ?? '');
      if (next) pending.push(next);
    }
  }
  return [...features].sort();
}

/** Each `page(...)` of the router: the module it loads and the areas it declares. */
function declaredPages(): { module: string; areas: string[] }[] {
  const source = fs.readFileSync(ROUTER, 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, module]) => [name, module]),
  );
  return [
    ...source.matchAll(/page\(\s*\(\) => (?:import\('([^']+)'\)|(\w+)\(\))\.then\(\(m\) => m\.\w+\),[^{]*\{([^}]*)\}/g),
  ].map(([, inline, loader, options]) => ({
    module: inline ?? loaders.get(loader ?? '') ?? '',
    areas: [...(/areas: \[([^\]]*)\]/.exec(options ?? '')?.[1] ?? '').matchAll(/'([^']+)'/g)]
      .map(([, area]) => area ?? '')
      .sort(),
  }));
}

describe('the catalogues each screen loads', () => {
  const pages = declaredPages();

  it('reads every page of the router', () => {
    expect(pages.length).toBeGreaterThan(25);
  });

  it.each(pages)('$module loads the texts of every feature it shows', ({ module, areas }) => {
    expect(areas).toEqual(featuresReachedFrom(resolveImport(ROUTER, module) ?? module));
  });

  it('the shell loads those of the features it shows on every screen', async () => {
    const { SHELL_AREAS } = await import('./router');
    expect([...SHELL_AREAS].sort()).toEqual(featuresReachedFrom(path.join(__dirname, 'layouts/app-shell.tsx')));
  });
});
