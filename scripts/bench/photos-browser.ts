import { chromium, type CDPSession, type Page } from 'playwright-core';
import { browserSessionCookies } from './browser-session';
import { CHROMIUM_ARGS } from './chromium-args';

const DIRECTORY_PATH = '/trombinoscopio';
const PHOTO_PATH = /\/api\/(?:document-direct|documents)\/\d+/;
/** A portfolio work's image (issue 26): /api/portfolio/{workId}/image/{size}. */
const PORTFOLIO_PATH = /^\/api\/portfolio\/\d+\/image\/(\w+)$/;
/** The network counts as settled after this long without a request in flight. */
const QUIET_MS = 1_500;
const VISIT_TIMEOUT_MS = 120_000;

export interface Visit {
  /** Response headers and bodies as they came over the wire; answers from the browser's cache count 0. */
  bytes: number;
  requests: number;
  fromCache: number;
  photoRequests: number;
  photoBytes: number;
  /** Photo requests by the size= they asked for ('none' without one). */
  photoSizes: Record<string, number>;
  /** Every photo URL requested, path and query, in order. */
  photoUrls: string[];
  /** Portfolio work images requested (the cards' thumbnail strips), their bytes on the wire, by size. */
  portfolioRequests: number;
  portfolioBytes: number;
  portfolioSizes: Record<string, number>;
  /** From the teacher list's answer to every photo on the first screen shown, ms; null if that never happened. */
  firstScreenMs: number | null;
  firstScreenPhotos: number;
}

export interface DirectoryFigures {
  first: Visit;
  second: Visit;
}

/**
 * Runs in the page from its first script: on every frame, once the directory's rows that intersect the viewport
 * all show a decoded photo, records when (performance.now(), the clock of the resource timings) and how many.
 */
const FIRST_SCREEN_WATCH = `(() => {
  const onScreen = (row) => {
    const box = row.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  const shown = (image) => image !== null && image.complete && image.naturalWidth > 0;
  const watch = () => {
    const rows = [...document.querySelectorAll('ul[aria-label="Directorio de profesores"] [role="article"]')].filter(onScreen);
    if (rows.length > 0 && rows.every((row) => shown(row.querySelector('img')))) {
      window.__firstScreen = { shownAt: performance.now(), photos: rows.length };
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

const FIRST_SCREEN_RESULT = `(() => {
  const list = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/teachers?'));
  const screen = window.__firstScreen;
  return screen && list ? { ms: screen.shownAt - list.responseEnd, photos: screen.photos } : null;
})()`;

const emptyVisit = (): Visit => ({
  bytes: 0,
  requests: 0,
  fromCache: 0,
  photoRequests: 0,
  photoBytes: 0,
  photoSizes: {},
  photoUrls: [],
  portfolioRequests: 0,
  portfolioBytes: 0,
  portfolioSizes: {},
  firstScreenMs: null,
  firstScreenPhotos: 0,
});

/** Counts what each http(s) request cost on the wire, through the DevTools protocol's own figures. */
function recordNetwork(cdp: CDPSession) {
  let visit = emptyVisit();
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  let lastChange = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('http')) return;
    urls.set(event.requestId, event.request.url);
    lastChange = performance.now();
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
  });
  const finish = (requestId: string, bytes: number) => {
    const url = urls.get(requestId);
    if (url === undefined) return;
    urls.delete(requestId);
    lastChange = performance.now();
    const wire = cached.has(requestId) ? 0 : bytes;
    visit.requests += 1;
    visit.bytes += wire;
    if (cached.has(requestId)) visit.fromCache += 1;
    const { pathname, search, searchParams } = new URL(url);
    const work = PORTFOLIO_PATH.exec(pathname);
    if (work) {
      visit.portfolioRequests += 1;
      visit.portfolioBytes += wire;
      visit.portfolioSizes[work[1]!] = (visit.portfolioSizes[work[1]!] ?? 0) + 1;
      return;
    }
    if (!PHOTO_PATH.test(pathname)) return;
    visit.photoRequests += 1;
    visit.photoBytes += wire;
    visit.photoUrls.push(pathname + search);
    const size = searchParams.get('size') ?? 'none';
    visit.photoSizes[size] = (visit.photoSizes[size] ?? 0) + 1;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  return {
    begin: () => {
      visit = emptyVisit();
      urls.clear();
    },
    /** Resolves with the visit's figures once no request has been in flight for QUIET_MS. */
    settled: async (): Promise<Visit> => {
      const deadline = performance.now() + VISIT_TIMEOUT_MS;
      while ((urls.size > 0 || performance.now() - lastChange < QUIET_MS) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return visit;
    },
  };
}

/** Polls from here rather than with waitForFunction, whose string predicate the app's CSP (no unsafe-eval) refuses. */
async function firstScreenShown(page: Page): Promise<void> {
  const deadline = performance.now() + VISIT_TIMEOUT_MS;
  while (performance.now() < deadline && !(await page.evaluate('window.__firstScreen !== undefined')))
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Opens the directory and waits for its first screen of photos, then for the network to settle. */
async function visitDirectory(page: Page, url: string, network: ReturnType<typeof recordNetwork>): Promise<Visit> {
  network.begin();
  await page.goto(url);
  await firstScreenShown(page);
  const screen = (await page.evaluate(FIRST_SCREEN_RESULT)) as { ms: number; photos: number } | null;
  const visit = await network.settled();
  return { ...visit, firstScreenMs: screen?.ms ?? null, firstScreenPhotos: screen?.photos ?? 0 };
}

/**
 * The Trombinoscopio in the system Chromium, signed in with `token` (set in storage as the app keeps it), 1440×900,
 * empty cache: the first visit, then a second in the same context after leaving for about:blank (a new page load
 * whose photos can come only from the HTTP cache, not from the app's memory).
 */
export async function measureDirectory(
  executablePath: string,
  baseUrl: string,
  token: string,
): Promise<DirectoryFigures> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(browserSessionCookies(baseUrl, token));
    await context.addInitScript({ content: FIRST_SCREEN_WATCH });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const network = recordNetwork(cdp);
    const first = await visitDirectory(page, `${baseUrl}${DIRECTORY_PATH}`, network);
    await page.goto('about:blank');
    const second = await visitDirectory(page, `${baseUrl}${DIRECTORY_PATH}`, network);
    return { first, second };
  } finally {
    await browser.close();
  }
}
