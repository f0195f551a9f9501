import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
          include: ['contracts/**/*.test.ts', 'web/src/**/*.test.ts', 'web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
