import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ROUTES } from '@contracts/first-data';
import { firstScreenLoaders, loadAppShell } from './first-screen-modules';
import { routes } from './router';

/** The components the router renders for `path` (shell, areas, page), its lazy routes resolved. */
async function componentsOf(path: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(
    matches.map(async ({ route }) =>
      typeof route.lazy === 'function' ? ((await route.lazy()) as { Component?: unknown }).Component : route.Component,
    ),
  );
}

const DECLARED = FIRST_DATA_ROUTES.map((route) => [route.path, route.lang] as const);

describe('the routes that declare their first data (contracts/first-data.ts)', () => {
  it.each(DECLARED)(
    '%s: the code fetched at start-up is the shell and the very page the router shows',
    async (path) => {
      for (const asked of [path, `${path}/`]) {
        const loaders = firstScreenLoaders(asked);
        expect(loaders[0]).toBe(loadAppShell);
        expect(loaders).toHaveLength(2);
        const page = Object.values((await loaders[1]!()) as Record<string, unknown>);
        const shown = await componentsOf(path);
        expect(shown).toContain((await loadAppShell()).AppShell);
        expect(page.some((exported) => shown.includes(exported))).toBe(true);
      }
    },
  );

  it.each(DECLARED)("%s has the language its page's route declares (%s)", (path, lang) => {
    const matches = matchRoutes(routes, path) ?? [];
    const handle = matches.at(-1)?.route.handle as { lang?: string } | undefined;
    expect(handle?.lang).toBe(lang);
  });

  it('fetches the shell alone for other paths (their page follows the router)', () => {
    expect(firstScreenLoaders('/admin/teachers/12')).toEqual([loadAppShell]);
    expect(firstScreenLoaders('/')).toEqual([loadAppShell]);
  });
});
