import os from 'node:os';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiMacros } from './web/build/lingui-macros';
import { pageTexts } from './web/build/page-texts';

const UNIT_TESTS = ['contracts/**/*.test.ts', 'web/src/**/*.test.ts', 'web/build/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The unit test files that need modules of their own: they replace a module (`vi.mock`, which does not reach a module
 * another file already imported in the same worker, and would reach the next file's) or import a module afresh after
 * `vi.resetModules()` to read its start-up state. Each runs in a fresh module graph, in its own project.
 * photo-helpers.test.ts reads a text right after switching the language twice; in a shared worker it read English
 * after switching to Spanish in 2 of 8 runs of `npm test` (order-dependent; the file that leaves the language changing
 * is not found yet).
 */
export const NEEDS_ISOLATION = [
  'web/src/components/confirm-delete-dialog.test.ts',
  'web/src/components/person-photo/show-protected-image.test.ts',
  'web/src/components/profile-photo/photo-helpers.test.ts',
  'web/src/components/ui/dialog.test.ts',
  'web/src/components/ui/toast.test.ts',
  'web/src/lib/i18n-race.test.ts',
  'web/src/lib/near-screen-watcher.test.ts',
  'web/src/lib/resources/abilities.test.ts',
  'web/src/lib/unsaved-changes.test.ts',
];

export default defineConfig({
  // The web's texts as the build has them (decision 040): Lingui's macros and catalogues, the pages' files of them.
  plugins: [linguiMacros(), lingui({ configPath: path.resolve(import.meta.dirname, 'lingui.config.ts') }), pageTexts()],
  resolve: {
    alias: {
      '@contracts': path.resolve(import.meta.dirname, 'contracts'),
      '@': path.resolve(import.meta.dirname, 'web/src'),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The tests mostly wait (on PostgreSQL, on child processes, on timers): one worker per core left a core idle
    // much of the run. Twice the cores, capped so the shared PostgreSQL keeps connections to spare.
    maxWorkers: Math.min(6, Math.max(2, os.availableParallelism() * 2)),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // A worker imports the server once for all its files (each file still has its own app and database):
          // half the tier's time. Spies, stubbed globals and env are put back after each test so none leaks.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'web, contracts and scripts',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION],
          setupFiles: ['web/src/lib/testing/spanish-by-default.ts'],
          // As the server's: a worker imports React, zod and the shared modules once for all its files, instead of
          // once per file (importing was four fifths of this project's time). Put back after each test as there.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'web, isolated',
          include: NEEDS_ISOLATION,
          unstubGlobals: true,
        },
      },
    ],
  },
});
