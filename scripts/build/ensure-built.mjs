/**
 * Builds the targets whose output is missing or whose inputs changed since their last build (the stamp holds the
 * inputs' fingerprint). Checking an unchanged tree costs a few milliseconds; concurrent starts build only once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fingerprint } from './fingerprint.mjs';
import { withBuildLock } from './lock.mjs';
import { TARGETS } from './targets.mjs';

function readStamp(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function writeStamp(file, hash) {
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(draft, `${hash}\n`);
  fs.renameSync(draft, file);
}

/** The fingerprint of the target's inputs now, or undefined when its output is current. */
function staleHash(root, target) {
  const hash = fingerprint(root, target);
  const current = fs.existsSync(path.join(root, target.output)) && readStamp(path.join(root, target.stamp)) === hash;
  return current ? undefined : hash;
}

/**
 * @param {string} root the project folder
 * @param {{ targets: (keyof typeof TARGETS)[], force?: boolean, log?: (line: string) => void }} options
 */
export async function ensureBuilt(root, { targets, force = false, log = (line) => console.log(`[school] ${line}`) }) {
  const pending = force ? targets : targets.filter((name) => staleHash(root, TARGETS[name]) !== undefined);
  if (pending.length === 0) return;
  await withBuildLock(path.join(root, 'dist'), async () => {
    for (const name of pending) {
      const target = TARGETS[name];
      // Checked again under the lock: a process that held it may have just built this target.
      const hash = force ? fingerprint(root, target) : staleHash(root, target);
      if (hash === undefined) continue;
      if (!target.builderInstalled(root) && fs.existsSync(path.join(root, target.output))) {
        log(`The sources of ${target.label} changed, but its builder is not installed: serving the existing build.`);
        continue;
      }
      log(`Building ${target.label}...`);
      const started = performance.now();
      await target.build(root);
      writeStamp(path.join(root, target.stamp), hash);
      log(`Built ${target.label} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
  });
}
