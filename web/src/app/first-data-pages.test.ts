import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ROUTES } from '@contracts/first-data';
import { AppShell } from './layouts/app-shell';
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

/** The page modules under web/src/app/routes, by their path as contracts/first-data.ts writes it. */
const PAGE_MODULES = Object.fromEntries(
  Object.entries(import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.test.tsx'])).map(([file, load]) => [
    `app/${file.slice(2)}`,
    load,
  ]),
);

const DECLARED = FIRST_DATA_ROUTES.map((route) => [route.path, route.module] as const);

describe('the routes that declare their first data (contracts/first-data.ts)', () => {
  it.each(DECLARED)('%s: its page module is the very page the router shows, in the shell', async (path, module) => {
    const load = PAGE_MODULES[module];
    expect(load, `${module} is a page module`).toBeDefined();
    const page = Object.values((await load!()) as Record<string, unknown>);
    const shown = await componentsOf(path);
    expect(shown).toContain(AppShell);
    expect(page.some((exported) => shown.includes(exported))).toBe(true);
  });
});
