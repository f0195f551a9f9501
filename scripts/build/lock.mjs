/**
 * A build lock (dist/build.lock holding the builder's pid), so that servers started at the same instant build one
 * after the other instead of writing the same outputs together. A lock whose holder no longer runs is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function tryLock(lockPath) {
  const draft = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(draft, String(process.pid));
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function holderOf(lockPath) {
  try {
    return Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Runs `work` holding the build lock, waiting while another live process holds it. */
export async function withBuildLock(distDir, work) {
  fs.mkdirSync(distDir, { recursive: true });
  const lockPath = path.join(distDir, 'build.lock');
  let waited = false;
  while (!tryLock(lockPath)) {
    const holder = holderOf(lockPath);
    if (holder !== undefined && (!Number.isInteger(holder) || !isAlive(holder))) {
      // Renamed aside before removal, so that of two processes finding it stale only one removes it.
      const aside = `${lockPath}.${process.pid}.stale`;
      try {
        fs.renameSync(lockPath, aside);
        if (holderOf(aside) === holder) fs.rmSync(aside);
        else fs.renameSync(aside, lockPath);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
      continue;
    }
    if (!waited) console.log(`[school] Waiting for the build of process ${holder}...`);
    waited = true;
    await sleep(100);
  }
  try {
    return await work();
  } finally {
    if (holderOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  }
}
