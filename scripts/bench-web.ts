/**
 * Weight of the web app's first load: builds the web app if web/dist is missing, starts the real server (its own
 * process, a throw-away data folder and embedded database), opens /login signed out in the system Chromium with an
 * empty cache and sums the bytes that came over the wire by kind of resource; then the same for a staff member's
 * first signed-in load of the staff home. Prints markdown tables and a PASS/FAIL line for the login screen's
 * script budget.  Usage: npm run bench:web
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Request } from 'playwright-core';
import { PROJECT_ROOT, WEB_DIST_DIR } from '../server/src/lib/project-paths';
import { browserSessionCookies } from './bench/browser-session';
import { startServer } from './bench/start-server';
import { CHROMIUM_ARGS } from './bench/chromium-args';

/** JavaScript of the signed-out login screen, on the wire (compressed bodies and response headers). */
const LOGIN_SCRIPT_BUDGET_BYTES = 120_000;
const ADMIN = { email: 'bench-admin@school.test', password: 'bench-admin-password' };
const STAFF_HOME = '/admin/analytics';

// Plain JavaScript shared with scripts/e2e.mjs, without type declarations: imported by a non-literal specifier.
const FIND_CHROMIUM_MODULE = './find-chromium.mjs';

interface ResourceLoad {
  kind: string;
  /** Response headers plus the body as sent (compressed when it was). */
  wireBytes: number;
  decodedBytes: number;
  encoding: string;
}

interface KindTotal {
  kind: string;
  requests: number;
  wireBytes: number;
  decodedBytes: number;
}

async function measureRequest(request: Request): Promise<ResourceLoad> {
  const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
  const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
  const kind = request.resourceType() === 'xhr' ? 'fetch' : request.resourceType();
  return {
    kind,
    wireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
    decodedBytes: body.length,
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
  };
}

/** Opens `url` in a fresh browser context (empty cache; signed in when a token is given) and waits for the network to settle. */
async function firstLoad(browser: Browser, url: string, ready: RegExp, token?: string): Promise<ResourceLoad[]> {
  const context = await browser.newContext();
  try {
    if (token) await context.addCookies(browserSessionCookies(url, token));
    const page = await context.newPage();
    const loads: Promise<ResourceLoad>[] = [];
    page.on('requestfinished', (request) => loads.push(measureRequest(request)));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: ready }).first().waitFor({ state: 'visible' });
    return await Promise.all(loads);
  } finally {
    await context.close();
  }
}

function totalsByKind(loads: ResourceLoad[]): KindTotal[] {
  const totals = new Map<string, KindTotal>();
  const add = (kind: string, load: ResourceLoad) => {
    const total = totals.get(kind) ?? { kind, requests: 0, wireBytes: 0, decodedBytes: 0 };
    total.requests += 1;
    total.wireBytes += load.wireBytes;
    total.decodedBytes += load.decodedBytes;
    totals.set(kind, total);
  };
  for (const load of loads) add(load.kind, load);
  const rows = [...totals.values()].sort((a, b) => b.wireBytes - a.wireBytes);
  const all = rows.reduce(
    (sum, row) => ({
      ...sum,
      requests: sum.requests + row.requests,
      wireBytes: sum.wireBytes + row.wireBytes,
      decodedBytes: sum.decodedBytes + row.decodedBytes,
    }),
    {
      kind: '**all resources**',
      requests: 0,
      wireBytes: 0,
      decodedBytes: 0,
    },
  );
  return [...rows, all];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function printTable(title: string, loads: ResourceLoad[]): void {
  console.log(`\n${title}\n`);
  console.log('| resource kind | requests | bytes on wire | decoded bytes |');
  console.log('|---|---:|---:|---:|');
  for (const row of totalsByKind(loads))
    console.log(`| ${row.kind} | ${row.requests} | ${kb(row.wireBytes)} | ${kb(row.decodedBytes)} |`);
  const encodings = new Map<string, number>();
  for (const load of loads.filter((load) => load.kind === 'script'))
    encodings.set(load.encoding, (encodings.get(load.encoding) ?? 0) + 1);
  console.log(
    `\nScripts by Content-Encoding: ${[...encodings].map(([encoding, count]) => `${encoding} ×${count}`).join(', ') || 'none'}.`,
  );
}

async function signInToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function ensureWebBuild(): Promise<void> {
  if (fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return;
  console.log('Building the web app (web/dist is missing)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
}

async function main(): Promise<void> {
  await ensureWebBuild();
  const { findChromium } = (await import(FIND_CHROMIUM_MODULE)) as { findChromium: () => string };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-web-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(dataDir, 0o711);
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const login = await firstLoad(browser, `${server.baseUrl}/login`, /^(Connect|Conectar)$/);
    printTable('First load of /login, signed out, empty cache', login);
    const loginScripts = login.filter((load) => load.kind === 'script').reduce((sum, load) => sum + load.wireBytes, 0);
    const verdict = loginScripts <= LOGIN_SCRIPT_BUDGET_BYTES ? 'PASS' : 'FAIL';
    console.log(
      `\n${verdict}: the login screen's JavaScript is ${kb(loginScripts)} on the wire (budget ${kb(LOGIN_SCRIPT_BUDGET_BYTES)}).`,
    );

    const token = await signInToken(server.baseUrl);
    printTable(
      `First load of ${STAFF_HOME}, signed in as staff, empty cache`,
      await firstLoad(browser, `${server.baseUrl}${STAFF_HOME}`, /^(Logout|Cerrar sesión)$/, token),
    );
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
