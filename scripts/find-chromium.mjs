import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
/** Debian's `chromium-headless-shell`: the same engine without the full browser around it (decision 047). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Left by an install that failed (no network to Debian's mirror): later runs do not try again. Delete it to retry. */
const NO_HEADLESS_SHELL_MARK = '.tmp/headless-shell-not-installable';

function fromEnvironment() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return undefined;
}

function found() {
  return fromEnvironment() ?? CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Root with apt-get: Debian's packages may be installed here. */
function canInstall() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function aptInstall(packages) {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The system Chromium for the benchmarks (never a downloaded browser): what a person's browser runs. Where none is
 * found and we run as root with apt-get, Debian's `chromium` is installed; otherwise we fail with the command to run.
 */
export function findChromium() {
  const existing = found();
  if (existing) return existing;
  if (canInstall()) {
    console.log("[e2e] No Chromium found: installing Debian's chromium with apt-get...");
    aptInstall(['chromium', 'fonts-liberation']);
    const installed = found();
    if (installed) return installed;
  }
  throw new Error('No Chromium found. Install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH.');
}

/**
 * The browser for the end-to-end tests: `CHROME_PATH` when set, else Debian's headless shell, installed with apt-get
 * where it is missing and we may (it took a quarter less CPU than the full browser for the same 87 tests, and the
 * suite is bound by the two cores); where it cannot be had, the full Chromium of findChromium.
 */
export function findTestChromium() {
  const chosen = fromEnvironment();
  if (chosen) return chosen;
  if (!fs.existsSync(HEADLESS_SHELL) && !fs.existsSync(NO_HEADLESS_SHELL_MARK) && canInstall()) {
    console.log("[e2e] Installing Debian's chromium-headless-shell with apt-get...");
    try {
      aptInstall(['chromium-headless-shell', 'fonts-liberation']);
    } catch (error) {
      console.log(
        `[e2e] chromium-headless-shell could not be installed (${error.message}): the full Chromium instead.`,
      );
      fs.mkdirSync('.tmp', { recursive: true });
      fs.writeFileSync(NO_HEADLESS_SHELL_MARK, `${new Date().toISOString()} ${error.message}\n`);
    }
  }
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}
