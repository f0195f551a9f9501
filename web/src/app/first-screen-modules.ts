import { firstDataRouteOf } from '@contracts/first-data';

/*
 * The code of the screen a path opens (the shell, the page its route declares in contracts/first-data.ts), as
 * loaders that start-up calls with a stored session, alongside the signed-in app's own code. Without this, their
 * chunks are only evaluated once the signed-in app's chunk has been fetched and run. Kept free of the router, so
 * the entry stays small.
 */

export const loadAppShell = () => import('./layouts/app-shell');

/** Every page module's loader, by its path under web/src/app (the same chunks the router's lazy routes load). */
const PAGE_LOADERS = import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/** The loaders of the shell and, for a path whose route declares its page module, of that page. */
export function firstScreenLoaders(path: string): Array<() => Promise<unknown>> {
  const module = firstDataRouteOf(path)?.module;
  const page = module ? PAGE_LOADERS[`./${module.replace(/^app\//, '')}`] : undefined;
  return page ? [loadAppShell, page] : [loadAppShell];
}
