import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';
import { firstScreenLinks } from './landing-preloads';

const dirs: string[] = [];
function distWith(plan: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-plan-'));
  dirs.push(dir);
  if (plan !== undefined) fs.writeFileSync(path.join(dir, FIRST_SCREEN_PLAN_FILE), JSON.stringify(plan));
  return dir;
}

afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const preload = (file: string) => `<${file}>; rel=modulepreload; crossorigin`;
const PLAN = {
  entry: ['/assets/index.js'],
  signedOut: ['/assets/login.js'],
  shared: ['/assets/a.js'],
  pages: { 'app/routes/trombinoscopio.tsx': ['/assets/b.js'], 'app/routes/student/dashboard.tsx': [] },
  catalogues: { es: ['/assets/es.js'], en: ['/assets/en.js'] },
  pageTexts: { 'app/routes/trombinoscopio.tsx': { es: ['/assets/es-page.js'], en: ['/assets/en-page.js'] } },
};

describe('firstScreenLinks', () => {
  it("names the entry's files, the person's texts, the signed-in app's, then the page module its route declares", () => {
    const links = firstScreenLinks(distWith(PLAN));
    const head = [preload('/assets/index.js'), preload('/assets/es.js'), preload('/assets/a.js')].join(', ');
    const trombinoscopio = [head, preload('/assets/b.js'), preload('/assets/es-page.js')];
    expect(links.signedIn('/trombinoscopio', 'es')).toBe(trombinoscopio.join(', '));
    expect(links.signedIn('/trombinoscopio/', 'es')).toBe(trombinoscopio.join(', '));
    expect(links.signedIn('/trombinoscopio', 'en')).toBe(trombinoscopio.join(', ').replaceAll('/es', '/en'));
    expect(links.signedIn('/student/dashboard', 'es')).toBe(head);
    // A path no route declares: the entry, start-up's texts and the signed-in app only (the router asks for the rest).
    expect(links.signedIn('/admin/teachers/12', 'es')).toBe(head);
  });

  it("names a page's code for wide screens only last, with the media query of the web app's `md`", () => {
    const links = firstScreenLinks(
      distWith({ ...PLAN, widePages: { 'app/routes/trombinoscopio.tsx': ['/assets/grid.js'] } }),
    );
    expect(links.signedIn('/trombinoscopio', 'es')).toBe(
      [
        preload('/assets/index.js'),
        preload('/assets/es.js'),
        preload('/assets/a.js'),
        preload('/assets/b.js'),
        preload('/assets/es-page.js'),
        `${preload('/assets/grid.js')}; media="(min-width: 48rem)"`,
      ].join(', '),
    );
    expect(links.signedIn('/student/dashboard', 'es')).not.toContain('grid.js');
  });

  it("names the entry's files, the texts of the page's language and the login screen's for a page without a session", () => {
    expect(firstScreenLinks(distWith(PLAN)).signedOut('en')).toBe(
      [preload('/assets/index.js'), preload('/assets/en.js'), preload('/assets/login.js')].join(', '),
    );
  });

  it('gives nothing without a plan, or for a plan naming anything but built scripts', () => {
    const none = (plan: unknown) => {
      const links = firstScreenLinks(distWith(plan));
      return links.signedOut('es') === undefined && links.signedIn('/trombinoscopio', 'es') === undefined;
    };
    expect(none(undefined)).toBe(true);
    expect(none(PLAN)).toBe(false);
    expect(none({ ...PLAN, shared: ['https://elsewhere.example/x.js'] })).toBe(true);
    expect(none({ ...PLAN, pages: { '/x': ['/assets/a.js>; rel=preload'] } })).toBe(true);
    expect(none({ ...PLAN, signedOut: undefined })).toBe(true);
    expect(none({ ...PLAN, entry: undefined })).toBe(true);
    expect(none({ ...PLAN, catalogues: { es: ['data:text/javascript,x'] } })).toBe(true);
    expect(none({ ...PLAN, pageTexts: { '/x': { es: ['https://elsewhere.example/x.js'] } } })).toBe(true);
    expect(none({ ...PLAN, widePages: { '/x': ['https://elsewhere.example/x.js'] } })).toBe(true);
    // A plan of an older build, without the pages' texts or wide screens' code, still names the code.
    expect(none({ ...PLAN, pageTexts: undefined })).toBe(false);
    expect(none({ ...PLAN, widePages: undefined })).toBe(false);
  });
});
