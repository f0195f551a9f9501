import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/src/lib/project-paths';

/**
 * The Node options `npm start` gives the server (package.json's "start": `node [options] scripts/start.mjs`), so
 * scripts that start it themselves measure the process an operator runs.
 */
export function startNodeOptions(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
