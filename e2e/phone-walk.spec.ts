import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { browserSessionCookies, expect, test } from './fixtures';
import {
  axeFindings,
  layoutFindings,
  OFFENDER_ATTRIBUTE,
  screenshotWithOffenders,
  settled,
  type Finding,
} from './walk/layout-checks';
import { WALK, type Role, type WalkScreen } from './walk/routes';
import { seedWalkSchool, type WalkSchool } from './walk/seed';

/**
 * Issue 24's walk: every route of each role and every dialog it opens, on a 390×844 phone and a 1440×900 desktop.
 * On each screen, dialog and tab: the layout checks of walk/layout-checks.ts (no sideways overflow, actions on
 * screen, nothing cut in a dialog, no cut text without a way to read it, no header overlap) and axe-core. A role's
 * failures are collected and reported together at the end of its test, each with a screenshot attached.
 */

interface WalkSize {
  name: 'phone' | 'desktop' | 'tablet';
  viewport: { width: number; height: number };
  /**
   * The tablet pass: only the list screens (WalkScreen.tablet), layout only (no dialogs, no axe: issue 24 asks axe
   * at the phone and desktop sizes), and a wide table may scroll in its frame with its actions reachable there.
   */
  listsOnly?: boolean;
}
const ALL_SIZES: WalkSize[] = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'tablet', viewport: { width: 900, height: 1000 }, listsOnly: true },
];
/**
 * While fixing one screen: E2E_WALK_ONLY=<a regular expression on the path>, E2E_WALK_SIZE=phone|desktop|tablet (or
 * a comma list: phone,desktop).
 */
const ONLY = process.env.E2E_WALK_ONLY ? new RegExp(process.env.E2E_WALK_ONLY) : undefined;
const SIZES = ALL_SIZES.filter(
  (size) => !process.env.E2E_WALK_SIZE || process.env.E2E_WALK_SIZE.split(',').includes(size.name),
);
/** The open dialogs (a closed one may stay in the DOM, hidden). */
const DIALOGS = '[role="dialog"]:visible, [role="alertdialog"]:visible';

/**
 * The walk's school, seeded once per worker. A fixture rather than a beforeAll hook: Playwright packs the tests of a
 * parallel file that has such a hook into as many groups as there are workers (the staff, teacher and student walks
 * then ran one after another in one worker while the other idled); with a fixture each role is a group of its own.
 */
const walkTest = test.extend<object, { school: WalkSchool }>({
  school: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const started = Date.now();
      const seeded = await seedWalkSchool(request);
      console.log(`[walk] school seeded in ${Date.now() - started} ms`);
      await request.dispose();
      await use(seeded);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
// A failure's report is its list and the screenshots the walk takes; a trace of a walk this long costs minutes.
walkTest.use({ trace: 'off' });
// The roles may walk in parallel workers: each worker seeds its own school (unique names, its own staff walker) and
// the walk never confirms a dialog.
walkTest.describe.configure({ mode: 'parallel' });

/**
 * Waits for the route's data: the shell (or the signed-out screen) and a heading shown, no loading placeholder,
 * animations ended. Generous: on a loaded 2-core machine a first load took over 30 s.
 */
async function ready(page: Page): Promise<void> {
  await page
    .locator('h1:visible, h2:visible')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-label^="Cargando"], [aria-busy="true"]'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await settled(page);
}

/**
 * Goes to `path` inside the running app, as its links do (the router follows history.pushState and a popstate):
 * no reload of the bundle and of the signed-in session for each screen. Answers false (the caller loads the page)
 * for the same path (a screen in another state starts afresh), outside the app, or when the screen did not change.
 */
async function navigateInApp(page: Page, path: string): Promise<boolean> {
  const current = page.url();
  if (!current.startsWith('http') || new URL(current).pathname === path) return false;
  const moved = await page.evaluate((to) => {
    const heading = document.querySelector('main h1, main h2');
    if (!heading) return false;
    (window as unknown as { walkLeaving?: Element }).walkLeaving = heading;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (!moved) return false;
  // The route's element is another component: the old heading leaves the DOM.
  return page
    .waitForFunction(
      () => !document.contains((window as unknown as { walkLeaving?: Element }).walkLeaving ?? null),
      undefined,
      { timeout: 5_000 },
    )
    .then(() => true)
    .catch(() => false);
}

/** Closes every open dialog with Escape (never confirming anything). */
async function closeDialogs(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if ((await page.locator(DIALOGS).count()) === 0) return true;
    await page.keyboard.press('Escape');
    await page
      .locator(DIALOGS)
      .last()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => undefined);
  }
  return (await page.locator(DIALOGS).count()) === 0;
}

class Walk {
  readonly failures: string[] = [];
  private shots = 0;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly walkSize: WalkSize,
    /** Screens are reached inside the app (signed in: one router for every screen). */
    private readonly inApp: boolean,
    private readonly school: WalkSchool,
  ) {}

  private get size(): string {
    return this.walkSize.name;
  }

  /** Measures what is on screen now: the page, or the top-most dialog. */
  async measure(where: string, dialog: boolean): Promise<void> {
    const started = Date.now();
    const tablet = this.walkSize.listsOnly === true;
    const found: Finding[] = [
      ...(await layoutFindings(this.page, dialog, tablet)),
      ...(tablet ? [] : await axeFindings(this.page, dialog)),
    ];
    if (found.length === 0) {
      console.log(`[walk] ${this.size} ${where}: clean, measured in ${Date.now() - started} ms`);
      await this.page.evaluate((name) => {
        for (const element of document.querySelectorAll(`[${name}]`)) element.removeAttribute(name);
      }, OFFENDER_ATTRIBUTE);
      return;
    }
    this.shots += 1;
    const shot = `${this.size}-${String(this.shots).padStart(2, '0')}-${where.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`;
    // Written at once (not kept in memory until the test ends) so a long walk's pictures can be read as it goes.
    const file = this.testInfo.outputPath(shot);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await screenshotWithOffenders(this.page));
    await this.testInfo.attach(shot, { path: file, contentType: 'image/png' });
    for (const finding of found)
      this.push(
        `[${this.size}] ${where} — ${finding.check}${finding.px ? ` ${finding.px} px` : ''}: ${finding.element}${
          finding.detail ? ` (${finding.detail})` : ''
        } [${shot}]`,
      );
    console.log(`[walk] ${this.size} ${where}: ${found.length} finding(s), measured in ${Date.now() - started} ms`);
  }

  /** Records a failure, and prints it at once so a run cut short still shows what it found. */
  private push(line: string): void {
    this.failures.push(line);
    console.log(`[walk] FAIL ${line}`);
  }

  /** A step the walk could not take (a control not found): reported, not hidden. */
  error(where: string, error: unknown): void {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    this.push(`[${this.size}] ${where} — walk-error: ${message}`);
  }

  async screen(screen: WalkScreen): Promise<void> {
    const path = screen.path(this.school);
    if (ONLY && !ONLY.test(path)) return;
    if (this.walkSize.listsOnly && !screen.tablet) return;
    const where = `${path}${screen.label ? ` (${screen.label})` : ''}`;
    const open = async (reload = false) => {
      if (reload || screen.reload || !this.inApp || !(await navigateInApp(this.page, path))) await this.page.goto(path);
      await ready(this.page);
      await screen.setup?.(this.page, this.school);
      await ready(this.page);
    };
    const started = Date.now();
    try {
      await open();
      console.log(`[walk] ${this.size} ${where}: loaded in ${Date.now() - started} ms`);
    } catch (error) {
      this.error(where, error);
      return;
    }
    await this.measure(where, false).catch((error) => this.error(where, error));

    const phone = this.size === 'phone';
    for (const dialog of this.walkSize.listsOnly ? [] : (screen.dialogs ?? [])) {
      if (dialog.only && dialog.only !== (phone ? 'phone' : 'desktop')) continue;
      const name = `${where} › ${dialog.name}`;
      try {
        await dialog.open(this.page, this.school);
        await this.page.locator(DIALOGS).last().waitFor({ state: 'visible', timeout: 7_000 });
        await ready(this.page);
        await this.measure(name, true);
        for (const tab of dialog.tabs ?? []) {
          await this.page.locator(DIALOGS).last().getByRole('tab', { name: tab, exact: true }).click();
          await settled(this.page);
          await this.measure(`${name} › tab ${tab}`, true);
        }
      } catch (error) {
        this.error(name, error);
      }
      if (!(await closeDialogs(this.page))) {
        this.push(`[${this.size}] ${name} — escape: Escape did not close the dialog`);
        await open(true).catch((error) => this.error(where, error));
      }
    }

    for (const tab of screen.tabs ?? []) {
      const name = `${where} › tab ${tab}`;
      try {
        await this.page.getByRole('tab', { name: tab, exact: true }).first().click();
        await ready(this.page);
        await this.measure(name, false);
      } catch (error) {
        this.error(name, error);
      }
    }
  }
}

for (const role of Object.keys(WALK) as Role[]) {
  walkTest(
    `${role}: every screen and dialog fits 390 px and passes axe at 390 and 1440 px; lists fit 900 px`,
    async ({ browser, school }, testInfo) => {
      walkTest.setTimeout(25 * 60_000);
      const failures: string[] = [];
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size.viewport, baseURL: testInfo.project.use.baseURL });
        if (role !== 'signed-out')
          await context.addCookies(browserSessionCookies(testInfo.project.use.baseURL!, school.tokens[role]));
        // A control the walk cannot find is a walk-error after 15 s, not a test stuck until its timeout.
        context.setDefaultTimeout(15_000);
        context.setDefaultNavigationTimeout(60_000);
        const page = await context.newPage();
        const walk = new Walk(page, testInfo, size, role !== 'signed-out', school);
        for (const screen of WALK[role]) await walk.screen(screen);
        failures.push(...walk.failures);
        await context.close();
      }
      await testInfo.attach(`${role}-failures.txt`, { body: failures.join('\n'), contentType: 'text/plain' });
      expect(failures, `${failures.length} failure(s) in the ${role} walk:\n${failures.join('\n')}`).toEqual([]);
    },
  );
}

/** Each check kind fails on a page made to have that defect (a check that cannot fail is no check). */
test('the walk checks catch each kind of defect on a made-up page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`
    <main>
      <div style="display:flex;position:relative">
        <h1 style="margin:0">A long page title</h1>
        <button style="position:absolute;left:10px;top:0">Edit</button>
      </div>
      <div style="width:500px">wide block</div>
      <div style="overflow-x:auto;width:300px"><table><tr><td style="min-width:600px">cell</td>
        <td><button>Descargar</button></td></tr></table></div>
      <p style="width:100px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">a text far too long to fit here</p>
    </main>
    <div role="dialog" aria-label="Made up" style="position:fixed;left:10px;top:10px;width:300px;overflow-y:auto">
      <div style="width:360px">wider than the dialog</div>
    </div>`);
  const pageChecks = (await layoutFindings(page, false)).map((finding) => finding.check);
  for (const check of ['page-overflow', 'element-overflow', 'action-off-screen', 'text-cut', 'header-overlap'])
    expect(pageChecks, check).toContain(check);
  expect((await layoutFindings(page, true)).map((finding) => finding.check)).toContain('dialog-cut');
  // The tablet pass lets the table's action scroll in its frame, and still fails the rest.
  const tablet = await layoutFindings(page, false, true);
  expect(tablet.filter((finding) => finding.check === 'action-off-screen')).toEqual([]);
  for (const check of ['page-overflow', 'element-overflow', 'text-cut', 'header-overlap'])
    expect(
      tablet.map((finding) => finding.check),
      `tablet ${check}`,
    ).toContain(check);
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[style*="overflow-x:auto"]')!.style.overflowX = 'hidden';
  });
  expect(
    (await layoutFindings(page, false, true)).map((finding) => finding.check),
    'tablet: an action a clipping box cuts',
  ).toContain('action-off-screen');
  expect((await axeFindings(page, false)).map((finding) => finding.check)).not.toEqual([]);
});
