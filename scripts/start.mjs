/**
 * `npm start`: builds the server and the web app when their sources changed since the last build (a few
 * milliseconds when nothing did), then runs the compiled server, dist/server/main.js, in this process.
 */
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build/ensure-built.mjs';
import { SERVER_OUTPUT } from './build/server.mjs';

// Node 22.1 and later keep the modules' compiled code between starts (os.tmpdir()/node-compile-cache); older: no-op.
module.enableCompileCache?.();
// Stack traces name the TypeScript sources, through the bundle's source maps.
process.setSourceMapsEnabled(true);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await ensureBuilt(root, { targets: ['server', 'web'] });
} catch (error) {
  console.error(`[school] Build failed: ${error.message}`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, SERVER_OUTPUT)).href);
