import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module, so the same answer comes from
 * the sources (tsx, Vitest: server/src/lib/) and from the bundle (dist/server/).
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${start} or any folder above it.`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The committed SQL migrations, read at run time (never bundled). */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'src', 'db', 'migrations');
/** The built web app the server serves. */
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'web', 'dist');
