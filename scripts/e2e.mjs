/**
 * End-to-end tier: builds the server and the web app when stale, then runs the Playwright specs in the system
 * Chromium against two real servers, started by playwright.config.ts on free ports with fresh data folders, one of
 * them for the school-wide specs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build/ensure-built.mjs';
import { findTestChromium } from './find-chromium.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const chromium = findTestChromium();
console.log(`[e2e] Chromium: ${chromium}`);

// Built here, when stale, with the stamps `npm start` reads: the two servers then start without building (a web build
// without its stamp was built a second time by the first server to start).
try {
  await ensureBuilt(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), { targets: ['server', 'web'] });
} catch (error) {
  console.error(`[e2e] Build failed: ${error.message}`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
fs.chmodSync(dataDir, 0o711);
const schoolWideDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-school-wide-'));
fs.chmodSync(schoolWideDataDir, 0o711);
const port = await freePort();
const schoolWidePort = await freePort();
// The school-wide server mails through SMTP on this port; the password reset spec listens there (e2e/smtp.ts).
const smtpPort = await freePort();
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  E2E_DATA_DIR: dataDir,
  E2E_PORT: String(port),
  E2E_SCHOOL_WIDE_DATA_DIR: schoolWideDataDir,
  E2E_SCHOOL_WIDE_PORT: String(schoolWidePort),
  E2E_SMTP_PORT: String(smtpPort),
};
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(schoolWideDataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
