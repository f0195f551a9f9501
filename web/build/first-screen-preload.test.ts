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
  ['assets/dialogs.js', null, []],
  ['assets/analytics.js', 'app/routes/admin/analytics.tsx', ['assets/router.js']],
  ['assets/teacher.js', 'app/routes/teacher/dashboard.tsx', ['assets/cards.js']],
  ['assets/cards.js', null, []],
  ['assets/student.js', 'app/routes/student/dashboard.tsx', ['assets/cards.js']],
  ['assets/trombinoscopio.js', 'app/routes/trombinoscopio.tsx', []],
]);

/** Runs the script in a page at `path`, with or without a stored token; returns the links it added. */
function run(path: string, token: string | null): Array<{ rel: string; href: string; crossOrigin: string }> {
  const added: Array<{ rel: string; href: string; crossOrigin: string }> = [];
  const page = {
    localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
    location: { pathname: path },
    document: { createElement: () => ({}), head: { appendChild: (link: never) => added.push(link) } },
  };
  new Function('localStorage', 'location', 'document', firstScreenScript(preloadPlan(BUNDLE)))(
    page.localStorage,
    page.location,
    page.document,
  );
  return added;
}

describe("index.html's first-screen script", () => {
  it('plans the files the entry does not load: the shared ones once, then each page its own', () => {
    expect(preloadPlan(BUNDLE)).toEqual({
      shared: ['/assets/signed-in-app.js', '/assets/router.js', '/assets/app-shell.js', '/assets/dialogs.js'],
      pages: {
        '/admin/analytics': ['/assets/analytics.js'],
        '/admin/dashboard': ['/assets/analytics.js'],
        '/teacher/dashboard': ['/assets/teacher.js', '/assets/cards.js'],
        '/student/dashboard': ['/assets/student.js', '/assets/cards.js'],
        '/trombinoscopio': ['/assets/trombinoscopio.js'],
      },
    });
  });

  it('with a stored session on a landing path, preloads its modules', () => {
    const links = run('/teacher/dashboard/', 'session');
    expect(links.map((link) => link.href)).toEqual([
      '/assets/signed-in-app.js',
      '/assets/router.js',
      '/assets/app-shell.js',
      '/assets/dialogs.js',
      '/assets/teacher.js',
      '/assets/cards.js',
    ]);
    expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  });

  it('preloads nothing signed out, or on a path that is not a landing one', () => {
    expect(run('/teacher/dashboard', null)).toEqual([]);
    expect(run('/admin/teachers/3', 'session')).toEqual([]);
    expect(run('/', 'session')).toEqual([]);
  });

  it('fails the build when a landing page has no chunk of its own', () => {
    const { ['assets/trombinoscopio.js']: _dropped, ...rest } = BUNDLE;
    expect(() => preloadPlan(rest)).toThrow('no chunk for web/src/app/routes/trombinoscopio.tsx');
  });
});
