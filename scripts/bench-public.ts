/**
 * The public faculty pages under load (issue 47, decision 046): seeds the demo school into a throw-away data folder,
 * starts the real server (its bundle, as `npm start` runs it), and loads a demo teacher's public page, the faculty
 * list and the same page's bytes as a static file of the same server, each with the same connections for the same
 * time, after a 3-second warm-up of each. Prints a table and a PASS/FAIL line against the goal: the page at ≥ 50% of the static file's rate.
 * Usage: npm run bench:public [-- --seconds 10] [-- --connections 20]
 * Every public route goes through the throttle (one PostgreSQL round trip per request, as in production); the limit
 * per address is raised for the run (PUBLIC_PAGES_RATE_LIMIT), since every request comes from one address.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, WEB_DIST_DIR } from '../server/src/lib/project-paths';
import { loadUrl, type LoadFigures } from './bench/photos-load';
import { startServer } from './bench/start-server';

const GOAL_SHARE = 0.5;

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function ensureWebBuild(): Promise<void> {
  if (fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return;
  console.log('Building the web app (web/dist is missing)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
}

function seedDemo(env: Record<string, string>): void {
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  const seeded = spawnSync(tsx, [path.join(PROJECT_ROOT, 'scripts', 'seed-demo.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('the demo seed failed');
}

const HEADERS = { 'accept-language': 'es-ES,es;q=0.9' };

async function download(url: string): Promise<{ status: number; body: Buffer; type: string }> {
  const response = await fetch(url, { headers: { ...HEADERS, 'accept-encoding': 'identity' } });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const figures = (load: LoadFigures) =>
  `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms${
    load.non2xx + load.errors > 0 ? ` (${load.non2xx} non-2xx, ${load.errors} errors)` : ''
  }`;

async function main(): Promise<void> {
  const seconds = argument('--seconds', 10);
  const connections = argument('--connections', 20);
  await ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-public-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(dataDir, 0o711);
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench-admin@school.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    PUBLIC_PAGES_RATE_LIMIT: '100000000',
  };
  // The static plugin registers the files it finds at start-up: the copy's name exists before the server starts.
  const staticName = `bench-public-${crypto.randomBytes(4).toString('hex')}.html`;
  const staticFile = path.join(WEB_DIST_DIR, staticName);
  fs.writeFileSync(staticFile, '');
  console.log('Seeding the demo school...');
  seedDemo(env);
  const server = await startServer(env);
  const rows: { measure: string; figure: string; goal: string; pass?: boolean }[] = [];
  try {
    const sitemap = await download(`${server.baseUrl}/sitemap.xml`);
    const pages = [...sitemap.body.toString().matchAll(/<loc>[^<]*(\/facultad\/[a-z0-9-]+)\?lang=es<\/loc>/g)].map(
      (match) => match[1]!,
    );
    if (pages.length === 0) throw new Error('the demo school published no page (sitemap.xml lists none)');
    const pagePath = pages[0]!;
    const page = await download(`${server.baseUrl}${pagePath}`);
    if (page.status !== 200) throw new Error(`GET ${pagePath}: ${page.status}`);
    fs.writeFileSync(staticFile, page.body);
    const copy = await download(`${server.baseUrl}/${staticName}`);
    if (copy.status !== 200 || !copy.body.equals(page.body))
      throw new Error(`/${staticName} does not serve the page's bytes (${copy.status}, ${copy.body.length} bytes)`);
    console.log(
      `${pages.length} published pages. Loading ${pagePath} (${kb(page.body.length)}), /facultad and the static copy /${staticName}, ${seconds} s each with ${connections} connections…`,
    );
    // Without Accept-Encoding: both sides send the same plain bytes (the static copy has no compressed sibling).
    // A short warm-up of each first (the server has just started: its code is not optimised yet, the pages not kept).
    for (const url of [pagePath, '/facultad', `/${staticName}`])
      await loadUrl(`${server.baseUrl}${url}`, url.endsWith('.html') ? {} : HEADERS, 3, connections);
    const route = await loadUrl(`${server.baseUrl}${pagePath}`, HEADERS, seconds, connections);
    const list = await loadUrl(`${server.baseUrl}/facultad`, HEADERS, seconds, connections);
    const file = await loadUrl(`${server.baseUrl}/${staticName}`, {}, seconds, connections);
    const share = route.requestsPerSecond / file.requestsPerSecond;
    const listShare = list.requestsPerSecond / file.requestsPerSecond;
    rows.push(
      { measure: `Teacher page ${pagePath} (${kb(page.body.length)})`, figure: figures(route), goal: '' },
      { measure: 'Faculty list /facultad', figure: figures(list), goal: '' },
      { measure: `Same page as a static file (/${staticName})`, figure: figures(file), goal: '' },
      {
        measure: 'teacher page ÷ static file, req/s',
        figure: `${(share * 100).toFixed(0)}%`,
        goal: `≥ ${GOAL_SHARE * 100}%`,
        pass: share >= GOAL_SHARE && route.non2xx + route.errors === 0,
      },
      {
        measure: 'faculty list ÷ static file, req/s',
        figure: `${(listShare * 100).toFixed(0)}%`,
        goal: `≥ ${GOAL_SHARE * 100}%`,
        pass: listShare >= GOAL_SHARE && list.non2xx + list.errors === 0,
      },
    );
  } finally {
    await server.stop();
    fs.rmSync(staticFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nPublic pages under load (${os.cpus().length} cores, load generator in its own process)\n`);
  console.log('| measure | figure | goal | result |');
  console.log('|---|---|---|---|');
  let failed = false;
  for (const row of rows) {
    const result = row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL';
    failed ||= row.pass === false;
    console.log(`| ${row.measure} | ${row.figure} | ${row.goal} | ${result} |`);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
