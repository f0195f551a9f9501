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
};

describe('firstScreenLinks', () => {
  it("names the entry's files, then the signed-in app's, then the page module its route declares", () => {
    const links = firstScreenLinks(distWith(PLAN));
    const head = [preload('/assets/index.js'), preload('/assets/a.js')].join(', ');
    expect(links.signedIn('/trombinoscopio')).toBe(`${head}, ${preload('/assets/b.js')}`);
    expect(links.signedIn('/trombinoscopio/')).toBe(`${head}, ${preload('/assets/b.js')}`);
    expect(links.signedIn('/student/dashboard')).toBe(head);
    // A path no route declares: the entry and the signed-in app only.
    expect(links.signedIn('/admin/teachers/12')).toBe(head);
  });

  it("names the entry's and the login screen's files for a page without a session", () => {
    expect(firstScreenLinks(distWith(PLAN)).signedOut).toBe(
      [preload('/assets/index.js'), preload('/assets/login.js')].join(', '),
    );
  });

  it('gives nothing without a plan, or for a plan naming anything but built scripts', () => {
    const none = (plan: unknown) => {
      const links = firstScreenLinks(distWith(plan));
      return links.signedOut === undefined && links.signedIn('/trombinoscopio') === undefined;
    };
    expect(none(undefined)).toBe(true);
    expect(none(PLAN)).toBe(false);
    expect(none({ ...PLAN, shared: ['https://elsewhere.example/x.js'] })).toBe(true);
    expect(none({ ...PLAN, pages: { '/x': ['/assets/a.js>; rel=preload'] } })).toBe(true);
    expect(none({ ...PLAN, signedOut: undefined })).toBe(true);
    expect(none({ ...PLAN, entry: undefined })).toBe(true);
  });
});
