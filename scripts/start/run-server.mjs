/**
 * Runs the compiled server, dist/server/main.js, in this process: the child `npm start` supervises
 * (scripts/start/supervise.mjs), or `npm start` itself with SUPERVISE=0.
 */
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_OUTPUT } from '../build/server.mjs';

// Node 22.1 and later keep the modules' compiled code between starts (os.tmpdir()/node-compile-cache); older: no-op.
module.enableCompileCache?.();
// Stack traces name the TypeScript sources, through the bundle's source maps.
process.setSourceMapsEnabled(true);

// Under the supervisor: should it die (even by kill -9), stop in order as on SIGTERM rather than run on unwatched.
if (process.connected) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
await import(pathToFileURL(path.join(root, SERVER_OUTPUT)).href);
