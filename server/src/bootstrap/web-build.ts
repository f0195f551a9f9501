import fs from 'node:fs';
import path from 'node:path';

/** Builds the web app once when its output is missing (a fresh clone); later starts reuse it. */
export async function ensureWebBuilt(distDir: string, log: (line: string) => void): Promise<void> {
  if (fs.existsSync(path.join(distDir, 'index.html'))) return;
  log('Building the web app (first start only)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: path.resolve(distDir, '..', 'vite.config.ts'), logLevel: 'warn' });
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
