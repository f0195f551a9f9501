import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function found() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/**
 * The system Chromium for the end-to-end tests (never a downloaded browser). Where none is found and we run
 * as root with apt-get, Debian's `chromium` is installed; otherwise we fail with the command to run.
 */
export function findChromium() {
  const existing = found();
  if (existing) return existing;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() === 0 && hasApt) {
    console.log("[e2e] No Chromium found: installing Debian's chromium with apt-get...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error('No Chromium found. Install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH.');
}
