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
  it('gives each landing path its Link header: the shared files, then its own', () => {
    const preloads = landingPreloads(
      distWith({ shared: ['/assets/a.js'], pages: { '/trombinoscopio': ['/assets/b.js'], '/student/dashboard': [] } }),
    );
    expect(Object.fromEntries(preloads)).toEqual({
      '/trombinoscopio':
        '</assets/a.js>; rel=modulepreload; crossorigin, </assets/b.js>; rel=modulepreload; crossorigin',
      '/student/dashboard': '</assets/a.js>; rel=modulepreload; crossorigin',
    });
  });

  it('gives nothing without a plan, or for a plan naming anything but built scripts', () => {
    expect(landingPreloads(distWith(undefined)).size).toBe(0);
    expect(landingPreloads(distWith({ shared: ['https://elsewhere.example/x.js'], pages: {} })).size).toBe(0);
    expect(landingPreloads(distWith({ shared: [], pages: { '/x': ['/assets/a.js>; rel=preload'] } })).size).toBe(0);
  });

  it('reads a path without its trailing slashes', () => {
    expect(bareLandingPath('/teacher/dashboard//')).toBe('/teacher/dashboard');
    expect(bareLandingPath('/')).toBe('/');
  });
});
