/** The web app: Vite builds web/ into web/dist, in a child process so that Vite never loads into the server. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const WEB_OUTPUT = 'web/dist/index.html';

const viteBin = (root) => path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** Vite is a development dependency: an install without them serves the web app built beforehand. */
export const webBuilderInstalled = (root) => fs.existsSync(viteBin(root));

export function buildWeb(root) {
  const vite = viteBin(root);
  const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
