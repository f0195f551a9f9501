/**
 * `npm run build`: builds the server bundle (dist/server/) and the web app (web/dist/).
 * Usage: node scripts/build.mjs [server] [web] [--if-stale]
 *   server, web   only these targets (default: both)
 *   --if-stale    skip a target whose output is current, as `npm start` does
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build/ensure-built.mjs';
import { TARGETS } from './build/targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--if-stale' && !(arg in TARGETS));
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}. Usage: node scripts/build.mjs [server] [web] [--if-stale]`);
  process.exit(2);
}
const named = args.filter((arg) => arg in TARGETS);
try {
  await ensureBuilt(root, {
    targets: named.length > 0 ? named : ['server', 'web'],
    force: !args.includes('--if-stale'),
  });
} catch (error) {
  console.error(`[school] Build failed: ${error.message}`);
  process.exit(1);
}
