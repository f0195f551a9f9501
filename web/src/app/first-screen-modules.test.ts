import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstScreenLoaders, loadAppShell } from './first-screen-modules';
import { LANDING_PAGE_DATA, LANDING_PAGE_LANGUAGES, type LandingPath } from './landing-pages';
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

describe('the code fetched at start-up for a landing path', () => {
  it.each(['/admin/analytics', '/admin/dashboard', '/teacher/dashboard', '/student/dashboard/', '/trombinoscopio'])(
    'is the shell and the very page the router shows at %s',
    async (path) => {
      const loaders = firstScreenLoaders(path);
      expect(loaders[0]).toBe(loadAppShell);
      expect(loaders).toHaveLength(2);
      const page = Object.values((await loaders[1]!()) as Record<string, unknown>);
      const shown = await componentsOf(path.replace(/\/$/, ''));
      expect(shown).toContain((await loadAppShell()).AppShell);
      expect(page.some((exported) => shown.includes(exported))).toBe(true);
    },
  );

  it.each(Object.entries(LANDING_PAGE_LANGUAGES))(
    "has, at %s, the language the page's route declares",
    (path, lang) => {
      const matches = matchRoutes(routes, path as LandingPath) ?? [];
      const handle = matches.at(-1)?.route.handle as { lang?: string } | undefined;
      expect(handle?.lang).toBe(lang);
    },
  );

  it.each(Object.keys(LANDING_PAGE_DATA))(
    'waits at %s, before the first render, for the answers the first-screen script asked for',
    (path) => {
      const matches = matchRoutes(routes, path) ?? [];
      expect(typeof matches.at(-1)?.route.loader).toBe('function');
    },
  );

  it('is the shell alone for other paths (their page follows the router)', () => {
    expect(firstScreenLoaders('/admin/teachers/12')).toEqual([loadAppShell]);
    expect(firstScreenLoaders('/')).toEqual([loadAppShell]);
  });
});
