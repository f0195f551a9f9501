import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';
import { bareLandingPath, landingPreloads } from './landing-preloads';

const dirs: string[] = [];
function distWith(plan: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-plan-'));
  dirs.push(dir);
  if (plan !== undefined) fs.writeFileSync(path.join(dir, FIRST_SCREEN_PLAN_FILE), JSON.stringify(plan));
  return dir;
}

afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('landingPreloads', () => {
  it("gives each landing path its Link header: the entry's files, the script, the shared files, then its own", () => {
    const preloads = landingPreloads(
      distWith({
        entry: ['/assets/index.js'],
        script: '/assets/first-screen.js',
        shared: ['/assets/a.js'],
        pages: { '/trombinoscopio': ['/assets/b.js'], '/student/dashboard': [] },
      }),
    );
    const head =
      '</assets/index.js>; rel=modulepreload; crossorigin, </assets/first-screen.js>; rel=preload; as=script, ' +
      '</assets/a.js>; rel=modulepreload; crossorigin';
    expect(Object.fromEntries(preloads)).toEqual({
      '/trombinoscopio': `${head}, </assets/b.js>; rel=modulepreload; crossorigin`,
      '/student/dashboard': head,
    });
  });

  it('gives nothing without a plan, or for a plan naming anything but built scripts', () => {
    expect(landingPreloads(distWith(undefined)).size).toBe(0);
    const plan = { entry: ['/assets/index.js'], script: '/assets/first-screen.js', shared: [], pages: { '/x': [] } };
    expect(landingPreloads(distWith(plan)).size).toBe(1);
    expect(landingPreloads(distWith({ ...plan, shared: ['https://elsewhere.example/x.js'] })).size).toBe(0);
    expect(landingPreloads(distWith({ ...plan, pages: { '/x': ['/assets/a.js>; rel=preload'] } })).size).toBe(0);
    expect(landingPreloads(distWith({ ...plan, script: undefined })).size).toBe(0);
    expect(landingPreloads(distWith({ ...plan, entry: undefined })).size).toBe(0);
  });

  it('reads a path without its trailing slashes', () => {
    expect(bareLandingPath('/teacher/dashboard//')).toBe('/teacher/dashboard');
    expect(bareLandingPath('/')).toBe('/');
  });
});
