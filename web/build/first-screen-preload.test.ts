import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstScreenScript, preloadPlan } from './first-screen-preload';

/** A bundle of chunks: file name, the module it stands for, what it imports statically. */
function bundleOf(chunks: Array<[file: string, module: string | null, imports: string[], isEntry?: boolean]>) {
  return Object.fromEntries(
    chunks.map(([fileName, module, imports, isEntry = false]) => [
      fileName,
      { type: 'chunk', fileName, facadeModuleId: module && `/repo/web/src/${module}`, imports, isEntry },
    ]),
  ) as unknown as OutputBundle;
}

const BUNDLE = bundleOf([
  ['assets/index.js', 'main.tsx', ['assets/react.js'], true],
  ['assets/react.js', null, []],
  ['assets/signed-in-app.js', 'app/signed-in-app.tsx', ['assets/router.js', 'assets/react.js']],
  ['assets/router.js', null, []],
  ['assets/app-shell.js', 'app/layouts/app-shell.tsx', ['assets/dialogs.js', 'assets/react.js']],
  ['assets/sidebar.js', 'app/layouts/sidebar/sidebar.tsx', ['assets/tooltip.js', 'assets/dialogs.js']],
  ['assets/tooltip.js', null, []],
  ['assets/dialogs.js', null, []],
  ['assets/analytics.js', 'app/routes/admin/analytics.tsx', ['assets/router.js']],
  ['assets/teacher.js', 'app/routes/teacher/dashboard.tsx', ['assets/cards.js']],
  ['assets/cards.js', null, []],
  ['assets/student.js', 'app/routes/student/dashboard.tsx', ['assets/cards.js']],
  ['assets/trombinoscopio.js', 'app/routes/trombinoscopio.tsx', []],
  ['assets/login.js', 'app/routes/auth/login.tsx', ['assets/forms.js', 'assets/react.js']],
  ['assets/forms.js', null, []],
]);

interface Page {
  links: Array<{ rel: string; href: string; crossOrigin: string }>;
  fetched: Array<[string, RequestInit]>;
  window: Record<string, unknown>;
  lang: string;
}

/**
 * Runs the script in a page at `path`, with or without the hint cookie that a session cookie was set (`token`: its
 * presence); returns what it asked for and left.
 */
function run(
  path: string,
  token: string | null,
  window: Record<string, unknown> = {},
  me: unknown = { id: 3, profile: { id: 7 } },
  wide = false,
): Page {
  const page: Page = { links: [], fetched: [], window, lang: 'es' };
  const fragment = { nodes: [] as Page['links'], appendChild: (link: never) => fragment.nodes.push(link) };
  const fetch = (url: string, init: RequestInit) => {
    page.fetched.push([url, init]);
    return Promise.resolve(new Response(JSON.stringify(url === '/api/me' ? me : {})));
  };
  const document = {
    // The HttpOnly session cookie is never in document.cookie; the hint is, beside the page's other cookies.
    cookie: token === null ? 'theme=dark; signed-in=0' : 'theme=dark; signed-in=1; last=2',
    createElement: () => ({}),
    createDocumentFragment: () => fragment,
    head: { appendChild: (added: typeof fragment) => page.links.push(...added.nodes) },
    documentElement: {
      get lang() {
        return page.lang;
      },
      set lang(lang: string) {
        page.lang = lang;
      },
    },
  };
  const matchMedia = (query: string) => ({ matches: wide && query === '(min-width: 64rem)' });
  new Function('location', 'document', 'fetch', 'window', 'matchMedia', firstScreenScript(preloadPlan(BUNDLE)))(
    { pathname: path },
    document,
    fetch,
    window,
    matchMedia,
  );
  return page;
}

describe("index.html's first-screen script", () => {
  it('plans the files the entry does not load: the shared ones once, then each page its own', () => {
    expect(preloadPlan(BUNDLE)).toEqual({
      entry: ['/assets/index.js', '/assets/react.js'],
      signedOut: ['/assets/login.js', '/assets/forms.js'],
      shared: ['/assets/signed-in-app.js', '/assets/router.js', '/assets/app-shell.js', '/assets/dialogs.js'],
      wide: ['/assets/sidebar.js', '/assets/tooltip.js'],
      pages: {
        '/admin/analytics': ['/assets/analytics.js'],
        '/admin/dashboard': ['/assets/analytics.js'],
        '/teacher/dashboard': ['/assets/teacher.js', '/assets/cards.js'],
        '/student/dashboard': ['/assets/student.js', '/assets/cards.js'],
        '/trombinoscopio': ['/assets/trombinoscopio.js'],
      },
    });
  });

  it('with the hint of a session cookie on a landing path, asks for the user only (the Link header names its files)', () => {
    const page = run('/trombinoscopio/', 'session');
    expect(page.fetched).toEqual([
      ['/api/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } }],
    ]);
    expect(page.window.__firstScreenMe).toBeInstanceOf(Promise);
    // No token in the page: the cookie goes with the GET, and nothing names the session.
    expect(Object.keys(page.window)).toEqual(['__firstScreenMe']);
    expect(page.links).toEqual([]);
    expect(page.lang).toBe('es');
  });

  it("on a landing page drawn from a query, asks for that query's answer too, with the same session", () => {
    for (const path of ['/admin/analytics', '/admin/dashboard/']) {
      const page = run(path, 'session');
      const init = { credentials: 'same-origin', headers: { Accept: 'application/json' } };
      expect(page.fetched).toEqual([
        ['/api/me', init],
        ['/api/staff/analytics', init],
      ]);
      const data = page.window.__firstScreenData as Record<string, unknown>;
      expect(Object.keys(data)).toEqual(['/api/staff/analytics']);
      expect(data['/api/staff/analytics']).toBeInstanceOf(Promise);
    }
    expect(run('/trombinoscopio', 'session').window.__firstScreenData).toBeUndefined();
    expect(run('/admin/analytics', null).fetched).toEqual([]);
  });

  it("on the teacher's home, asks for the teacher's own answers once the user's answer names the profile", async () => {
    const page = run('/teacher/dashboard', 'session');
    const init = { credentials: 'same-origin', headers: { Accept: 'application/json' } };
    expect(page.fetched.map(([url]) => url)).toEqual(['/api/me', '/api/teacher/documents', '/api/grades/summary']);
    const data = page.window.__firstScreenData as Record<string, Promise<Response>>;
    await Promise.all(Object.values(data));
    expect(page.fetched).toEqual([
      ['/api/me', init],
      ['/api/teacher/documents', init],
      ['/api/grades/summary', init],
      ['/api/teachers/7/stats', init],
      ['/api/courses?limit=200&teacher_id=7', init],
      ['/api/user-badges/teacher/7', init],
    ]);
    expect(Object.keys(data)).toContain('/api/teachers/{profile}/stats');
    // Start-up reads the user's answer itself: the script read a copy.
    await expect((page.window.__firstScreenMe as Promise<Response>).then((r) => r.json())).resolves.toEqual({
      id: 3,
      profile: { id: 7 },
    });
  });

  it("without a profile in the user's answer, sends none of the GETs that need its id", async () => {
    const page = run('/teacher/dashboard', 'session', {}, { id: 3, profile: null });
    const data = page.window.__firstScreenData as Record<string, Promise<Response>>;
    await Promise.allSettled(Object.values(data));
    expect(page.fetched.map(([url]) => url)).toEqual(['/api/me', '/api/teacher/documents', '/api/grades/summary']);
    await expect(data['/api/teachers/{profile}/stats']).rejects.toBe(0);
  });

  it("writes an English landing page's language on <html> before it is drawn", () => {
    expect(run('/admin/analytics', 'session').lang).toBe('en');
    expect(run('/admin/dashboard/', 'session').lang).toBe('en');
  });

  it('with the hint of a session cookie elsewhere, asks for the user only', () => {
    const page = run('/admin/teachers/3', 'session');
    expect(page.fetched.map(([url]) => url)).toEqual(['/api/me']);
    expect(page.links).toEqual([]);
    expect(page.lang).toBe('es');
  });

  it('with the hint of a session cookie on a screen wide enough for the sidebar beside the page, preloads its files', () => {
    for (const path of ['/admin/analytics', '/admin/teachers/3']) {
      const page = run(path, 'session', {}, undefined, true);
      expect(page.links.map((link) => link.href)).toEqual(['/assets/sidebar.js', '/assets/tooltip.js']);
      expect(page.links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
      expect(page.fetched.map(([url]) => url)[0]).toBe('/api/me');
    }
    expect(run('/admin/analytics', null, {}, undefined, true).links.map((link) => link.href)).toEqual([
      '/assets/login.js',
      '/assets/forms.js',
    ]);
  });

  it('signed out, preloads the login screen and asks for no user, whatever the path', () => {
    for (const path of ['/teacher/dashboard', '/admin/teachers/3', '/']) {
      const page = run(path, null);
      expect(page.fetched).toEqual([]);
      expect(page.links.map((link) => link.href)).toEqual(['/assets/login.js', '/assets/forms.js']);
      expect(page.links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
    }
  });

  it('does nothing once start-up has asked for the user itself', () => {
    for (const token of ['session', null]) {
      const page = run('/teacher/dashboard', token, { __firstScreenMe: null });
      expect(page.fetched).toEqual([]);
      expect(page.links).toEqual([]);
    }
  });

  it('fails the build when a landing page has no chunk of its own', () => {
    const { ['assets/trombinoscopio.js']: _dropped, ...rest } = BUNDLE;
    expect(() => preloadPlan(rest)).toThrow('no chunk for web/src/app/routes/trombinoscopio.tsx');
  });
});
