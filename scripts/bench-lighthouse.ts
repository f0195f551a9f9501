/**
 * Lighthouse on a phone: builds what is missing, seeds the demo school into a throw-away data folder, starts the real
 * server and runs Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown, a phone's screen) in the system
 * Chromium on the login screen signed out, each role's home signed in, the Trombinoscopio, the staff's teachers,
 * documents, courses and students lists, the teacher's profile and the student's grades, and the public faculty pages
 * (the list and a demo teacher's page, signed out). Prints the performance score, FCP, LCP, TBT, CLS and the scripts fetched (count, bytes on the wire) of each page and a
 * PASS/FAIL line against the goals (score ≥ 95, LCP ≤ 2.5 s; the public pages: performance, accessibility, best
 * practices and SEO each ≥ 98). Each page is measured RUNS times and the median run
 * (by score) is reported, as Lighthouse advises.
 * Usage: npm run bench:lighthouse [-- --runs 3] [-- --only <regexp on the page name>] [-- --beside-unit-tests] [-- --traces]
 * Runs default to 5. `--beside-unit-tests` runs `npx vitest run` in a loop while the pages are measured (stopped at
 * the end), so the goal is checked on a busy machine too; either way the table gives the mean one-minute load
 * average during each page's runs, and the whole measurement's.
 * Each page's median report is written to .tmp/lighthouse/<page>.json, and its lowest-scoring run's to
 * <page>.lowest.json (open them in the Lighthouse viewer) to see what the main thread spent its time on.
 * `--traces` also records V8's sampling profiler in the trace and writes the median run's trace to
 * <page>.trace.json (open it in Chrome's Performance panel), for finding which code a long task ran.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { freePort } from '../server/src/lib/free-port';
import { PROJECT_ROOT, WEB_DIST_DIR } from '../server/src/lib/project-paths';
import { browserSessionCookies } from './bench/browser-session';
import { CHROMIUM_ARGS } from './bench/chromium-args';
import { startServer } from './bench/start-server';
import { sampleLoadAverage, startUnitTestsBeside, type UnitTestsBeside } from './bench/unit-tests-beside';

const GOALS = { score: 95, lcpMs: 2_500, publicScore: 98 };
/** The categories measured on the public pages besides performance (issue 47). */
const PUBLIC_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const DEMO = {
  staff: { email: 'staff@demo.school', password: 'demo-staff-2026' },
  teacher: { email: 'teacher@demo.school', password: 'demo-teacher-2026' },
  student: { email: 'student@demo.school', password: 'demo-student-2026' },
} as const;
type Account = keyof typeof DEMO;

interface PageCase {
  name: string;
  path: string;
  as?: Account;
  /** The path found on the running server (a demo teacher's public page: the first the sitemap lists). */
  resolve?: (baseUrl: string) => Promise<string>;
  /** Measured in every category, each held to GOALS.publicScore (the public pages). */
  allCategories?: boolean;
}

/** The first teacher's page sitemap.xml lists (the demo seed publishes a third of its teachers). */
async function firstPublicPage(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const match = /<loc>[^<]*(\/facultad\/[a-z0-9-]+)\?lang=es<\/loc>/.exec(sitemap);
  if (!match) throw new Error('sitemap.xml lists no public teacher page');
  return match[1]!;
}

const PAGES: PageCase[] = [
  { name: 'login (signed out)', path: '/login' },
  { name: 'staff home', path: '/admin/analytics', as: 'staff' },
  { name: 'teacher home', path: '/teacher/dashboard', as: 'teacher' },
  { name: 'student home', path: '/student/dashboard', as: 'student' },
  { name: 'Trombinoscopio (student)', path: '/trombinoscopio', as: 'student' },
  { name: 'teachers list (staff)', path: '/admin/teachers', as: 'staff' },
  { name: 'documents list (staff)', path: '/admin/documents', as: 'staff' },
  { name: 'courses list (staff)', path: '/admin/courses', as: 'staff' },
  { name: 'students list (staff)', path: '/admin/students', as: 'staff' },
  { name: 'teacher profile', path: '/teacher/profile', as: 'teacher' },
  // The student's grades are at /grades (spec §2.2); /student/grades is the not-found page.
  { name: 'student grades', path: '/grades', as: 'student' },
  // The public faculty pages (issue 47): rendered on the server, no script, signed out.
  { name: 'public faculty list', path: '/facultad', allCategories: true },
  { name: 'public teacher page', path: '/facultad/{slug}', resolve: firstPublicPage, allCategories: true },
];

interface Measure {
  report: string;
  /** The run's trace, with `--traces`. */
  trace?: unknown;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts the page fetched: how many, and their bytes on the wire. */
  scripts: { count: number; bytes: number };
  /** Accessibility, best practices and SEO scores, where measured. */
  others?: Record<(typeof PUBLIC_CATEGORIES)[number], number>;
}

// Plain JavaScript shared with scripts/e2e.mjs, without type declarations: imported by a non-literal specifier.
const FIND_CHROMIUM_MODULE = './find-chromium.mjs';

const DEFAULT_RUNS = 5;

function runsFromArgs(): number {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : DEFAULT_RUNS;
  return Number.isInteger(runs) && runs > 0 ? runs : DEFAULT_RUNS;
}

function pagesFromArgs(): PageCase[] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return PAGES;
  const only = new RegExp(process.argv[at + 1] ?? '', 'i');
  return PAGES.filter((page) => only.test(page.name));
}

const REPORT_DIR = path.join(PROJECT_ROOT, '.tmp', 'lighthouse');

async function ensureWebBuild(): Promise<void> {
  if (fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return;
  console.log('Building the web app (web/dist is missing)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
}

/** The demo seed, in its own process, on the data folder the server will then open. */
function seedDemo(env: Record<string, string>): void {
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  const seeded = spawnSync(tsx, [path.join(PROJECT_ROOT, 'scripts', 'seed-demo.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('the demo seed failed');
}

async function signInToken(baseUrl: string, account: Account): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO[account]),
  });
  if (!response.ok) throw new Error(`sign-in as ${account} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A first visit with a session: the browser's HTTP cache emptied, the session cookie (or none) as a sign-in leaves
 * it (decision 037). (Lighthouse clears both unless told not to; told not to, it clears none.)
 */
async function prepareFirstVisit(context: BrowserContext, baseUrl: string, token: string | undefined): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/api/health`);
  await context.clearCookies();
  if (token) await context.addCookies(browserSessionCookies(baseUrl, token));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const KEEP_TRACES = process.argv.includes('--traces');

async function measure(url: string, port: number, allCategories = false): Promise<Measure> {
  // Lighthouse's default settings are its mobile profile; its storage reset is off so the session cookie stays.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: allCategories ? ['performance', ...PUBLIC_CATEGORIES] : ['performance'],
    disableStorageReset: true,
    ...(KEEP_TRACES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    report: result.report as string,
    ...(KEEP_TRACES ? { trace: result.artifacts.Trace } : {}),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scripts: scriptsFetched(lhr.audits['network-requests']?.details),
    ...(allCategories
      ? {
          others: Object.fromEntries(
            PUBLIC_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
          ) as Measure['others'],
        }
      : {}),
  };
}

/**
 * One first visit, measured; a run whose trace Lighthouse could not record (NO_NAVSTART and the like, seen on a busy
 * machine) is run again, twice at most, rather than ending the whole measurement.
 */
async function measureFirstVisit(
  prepare: () => Promise<void>,
  page: PageCase,
  baseUrl: string,
  port: number,
): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    await prepare();
    try {
      return await measure(`${baseUrl}${page.path}`, port, page.allCategories);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`${page.name}: ${error instanceof Error ? error.message : String(error)}; measuring again`);
    }
  }
}

/** The scripts in Lighthouse's list of requests (a first screen's code: what a phone downloads and evaluates). */
function scriptsFetched(details: unknown): Measure['scripts'] {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return { count: scripts.length, bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) };
}

function median(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as Measure;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const runs = runsFromArgs();
  await ensureWebBuild();
  const { findChromium } = (await import(FIND_CHROMIUM_MODULE)) as { findChromium: () => string };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-lighthouse-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(dataDir, 0o711);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-lighthouse-profile-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'bench-admin@school.test', ADMIN_PASSWORD: 'bench-admin-password' };
  console.log('Seeding the demo school...');
  seedDemo(env);
  const server = await startServer(env);
  const debuggingPort = await freePort();
  // One persistent profile, so Lighthouse's tab shares the storage where the session token is put.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const rows: { page: PageCase; result: Measure; load: number }[] = [];
  const beside: UnitTestsBeside | undefined = process.argv.includes('--beside-unit-tests')
    ? startUnitTestsBeside()
    : undefined;
  const overallLoad = sampleLoadAverage();
  const pageLoad = sampleLoadAverage();
  try {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    for (const declared of pagesFromArgs()) {
      const page = declared.resolve ? { ...declared, path: await declared.resolve(server.baseUrl) } : declared;
      const token = page.as ? await signInToken(server.baseUrl, page.as) : undefined;
      pageLoad.reset();
      const results: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(
          await measureFirstVisit(
            () => prepareFirstVisit(context, server.baseUrl, token),
            page,
            server.baseUrl,
            debuggingPort,
          ),
        );
      }
      const middle = median(results);
      const lowest = results.reduce((low, result) => (result.score < low.score ? result : low));
      const file = page.name.replace(/\W+/g, '-');
      fs.writeFileSync(path.join(REPORT_DIR, `${file}.json`), middle.report);
      fs.writeFileSync(path.join(REPORT_DIR, `${file}.lowest.json`), lowest.report);
      if (middle.trace) fs.writeFileSync(path.join(REPORT_DIR, `${file}.trace.json`), JSON.stringify(middle.trace));
      rows.push({ page, result: middle, load: pageLoad.mean() });
      console.log(`measured ${page.name}: ${results.map((result) => result.score).join(', ')}`);
    }
  } finally {
    overallLoad.stop();
    pageLoad.stop();
    await beside?.stop();
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }

  const besideNote = beside ? `, beside \`npx vitest run\` in a loop (${beside.passes()} passes ended)` : '';
  console.log(`\nLighthouse mobile profile (slow 4G, 4× CPU), median of ${runs} runs${besideNote}`);
  console.log(
    `Load average (1 min, mean over the measurement): ${overallLoad.mean().toFixed(2)} on ${os.cpus().length} cores\n`,
  );
  console.log('| page | path | score | FCP | LCP | TBT | CLS | scripts | a11y / BP / SEO | load | result |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  let failed = false;
  for (const { page, result, load } of rows) {
    const others = result.others ? PUBLIC_CATEGORIES.map((id) => result.others![id]) : [];
    const pass = page.allCategories
      ? result.score >= GOALS.publicScore && others.every((score) => score >= GOALS.publicScore)
      : result.score >= GOALS.score && result.lcpMs <= GOALS.lcpMs;
    failed ||= !pass;
    console.log(
      `| ${page.name} | ${page.path} | ${result.score} | ${seconds(result.fcpMs)} | ${seconds(result.lcpMs)} | ` +
        `${Math.round(result.tbtMs)} ms | ${result.cls.toFixed(3)} | ` +
        `${result.scripts.count}, ${Math.round(result.scripts.bytes / 1024)} KB | ${others.length > 0 ? others.join(' / ') : '—'} | ${load.toFixed(2)} | ` +
        `${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  console.log(
    `\nGoals: score ≥ ${GOALS.score} and LCP ≤ ${seconds(GOALS.lcpMs)} on every page; the public pages ≥ ${GOALS.publicScore} in performance, accessibility, best practices and SEO.`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
