/**
 * `npm run typecheck`: the three TypeScript projects (server, contracts and scripts; the web app; the end-to-end
 * tests), one after the other, checked by TypeScript 7's native compiler (the `typescript-native` package, the same
 * language as the `typescript` 6 package the linter and the editor load, in a sixth of the time: decision 048).
 * `--incremental` keeps each project's build information in .tmp/ for the next run (npm run test:fast).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

const PROJECTS = ['tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'];
// The package exports no bin path: found from its package.json, whose `bin` names the command.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const incremental = process.argv.includes('--incremental');

for (const project of PROJECTS) {
  const cache = `.tmp/typecheck-${project.replaceAll('/', '-')}.tsbuildinfo`;
  const args = ['--noEmit', '-p', project, ...(incremental ? ['--incremental', '--tsBuildInfoFile', cache] : [])];
  const { status, signal } = spawnSync(process.execPath, [tsc, ...args], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck: ${project} failed${signal ? ` (${signal})` : ''}`);
    process.exit(status ?? 1);
  }
}
