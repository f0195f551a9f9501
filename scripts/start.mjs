/**
 * `npm start`: builds the server and the web app when their sources changed since the last build (a few
 * milliseconds when nothing did), then runs the compiled server, dist/server/main.js, as a child process that is
 * started again if it dies (scripts/start/supervise.mjs). SUPERVISE=0 or --no-supervise runs it in this process,
 * for tools that manage the process themselves.
 */
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build/ensure-built.mjs';

module.enableCompileCache?.();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await ensureBuilt(root, { targets: ['server', 'web'] });
} catch (error) {
  console.error(`[school] Build failed: ${error.message}`);
  process.exit(1);
}
const server = path.join(root, 'scripts', 'start', 'run-server.mjs');
if (process.env.SUPERVISE === '0' || process.argv.includes('--no-supervise')) {
  await import(pathToFileURL(server).href);
} else {
  const { supervise } = await import('./start/supervise.mjs');
  const { serverEnv } = await import('./start/server-env.mjs');
  process.exitCode = await supervise({ script: server, env: serverEnv() });
}
