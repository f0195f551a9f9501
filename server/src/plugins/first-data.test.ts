import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeApiUrl } from '@contracts/api-paths';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';
import { FIRST_DATA_ELEMENT_ID, firstDataRouteOf, firstQueryUrl, type FirstData } from '@contracts/first-data';
import { buildApp } from '../app';
import { teachers } from '../db/schema';
import { createLocalStorage } from '../storage/file-storage';
import { signInAs, TEST_KEY, type TestContext, type TestUser } from '../../test/build-app';
import { createTestDatabase } from '../../test/database';
import { studentIdOf, teacherIdOf } from '../../test/profile-ids';
import { jsonForScript } from './first-data';

const INDEX_HTML =
  '<!doctype html>\n<html lang="es">\n<head><title>Test</title></head>\n<body><div id="root"></div></body>\n</html>\n';
const PLAN = {
  entry: ['/assets/index.js'],
  signedOut: ['/assets/login.js'],
  shared: ['/assets/shell.js'],
  pages: { 'app/routes/teacher/dashboard.tsx': ['/assets/teacher.js'] },
};

let context: TestContext;
let app: FastifyInstance;
let distDir: string;
let staff: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-first-data-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, FIRST_SCREEN_PLAN_FILE), JSON.stringify(PLAN));
  const { db } = await createTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-files-'));
  app = await buildApp({ db, storage: createLocalStorage({ root: filesDir, key: TEST_KEY }), webDistDir: distDir });
  await app.ready();
  context = { app, db, filesDir };
  [staff, teacher, otherTeacher, student] = await Promise.all([
    signInAs(context, 'staff'),
    signInAs(context, 'teacher'),
    signInAs(context, 'teacher'),
    signInAs(context, 'student'),
  ]);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(context.filesDir, { recursive: true, force: true });
});

const cookieOf = (user: TestUser) => ({ cookie: `session=${user.token}; signed-in=1` });
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The first data a page carries, or null when it carries none. */
function firstDataIn(response: LightMyRequestResponse): FirstData | null {
  const pattern = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`, 's');
  const found = pattern.exec(response.body);
  return found ? (JSON.parse(found[1]!) as FirstData) : null;
}

/** What the API answers `user` for `url` with their bearer token. */
async function apiAnswer(user: TestUser, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: user.auth });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every declared URL of `path` for `user`'s profile, and /api/me. */
function declaredUrls(pathname: string, profileId: number | null): string[] {
  const queries = firstDataRouteOf(pathname)?.queries({ profile: profileId === null ? null : { id: profileId } });
  return ['/api/me', ...(queries ?? []).map(firstQueryUrl)];
}

async function expectOwnAnswers(user: TestUser, pathname: string, profileId: number | null) {
  const response = await page(pathname, cookieOf(user));
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(String(response.headers['vary'])).toMatch(/cookie/i);
  const data = firstDataIn(response);
  expect(data?.userId).toBe(user.id);
  const urls = declaredUrls(pathname, profileId);
  expect(Object.keys(data!.answers).sort()).toEqual(urls.map(normalizeApiUrl).sort());
  for (const url of urls) expect(data!.answers[normalizeApiUrl(url)]?.body).toEqual(await apiAnswer(user, url));
  return { response, data: data! };
}

describe('a signed-in page carries its first answers, computed as the person who asks', () => {
  it("the staff's home: the analytics, in the person's language (the school's, none chosen nor asked)", async () => {
    const { response } = await expectOwnAnswers(staff, '/admin/analytics', null);
    expect(response.body).toMatch(/<html lang="es">/);
    expect(response.headers['link']).toBe(
      '</assets/index.js>; rel=modulepreload; crossorigin, </assets/shell.js>; rel=modulepreload; crossorigin',
    );
  });

  it.each(['/admin/teachers', '/admin/students', '/admin/courses', '/admin/documents', '/admin/badges'])(
    "the staff's list %s, with the list headers the web reads",
    async (pathname) => {
      const { response, data } = await expectOwnAnswers(staff, pathname, null);
      expect(response.body).toMatch(/<html lang="es">/);
      if (pathname === '/admin/teachers') {
        const first = Object.entries(data.answers).find(([url]) => url.startsWith('/api/staff/teachers?'));
        expect(first?.[1].headers?.['x-total-count']).toMatch(/^\d+$/);
      }
    },
  );

  it.each(['/admin/analytics', '/admin/teachers', '/settings'])(
    '%s is in the language the person chose, whatever the screen and the browser (decision 040)',
    async (pathname) => {
      const english = await signInAs(context, 'staff');
      const chosen = await app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: english.auth,
        payload: { language: 'en' },
      });
      expect(chosen.statusCode).toBeLessThan(300);
      const chosenPage = await page(pathname, { ...cookieOf(english), 'accept-language': 'es-ES,es;q=0.9' });
      expect(chosenPage.body).toMatch(/<html lang="en">/);
      expect(firstDataIn(chosenPage)?.userId).toBe(english.id);
      // Not chosen: the school's, whatever the browser asks.
      const school = await page(pathname, { ...cookieOf(staff), 'accept-language': 'en-US,en;q=0.9' });
      expect(school.body).toMatch(/<html lang="es">/);
    },
  );

  it("the teacher's home, profile and documents: their own records, by their own profile", async () => {
    const teacherId = await teacherIdOf(context, teacher);
    const { response, data } = await expectOwnAnswers(teacher, '/teacher/dashboard', teacherId);
    expect(Object.keys(data.answers)).toContain(`/api/teachers/${teacherId}/stats`);
    expect(response.headers['link']).toBe(
      [
        '</assets/index.js>; rel=modulepreload; crossorigin',
        '</assets/shell.js>; rel=modulepreload; crossorigin',
        '</assets/teacher.js>; rel=modulepreload; crossorigin',
      ].join(', '),
    );
    await expectOwnAnswers(teacher, '/teacher/profile', teacherId);
    await expectOwnAnswers(teacher, '/teacher/documents/', teacherId);
  });

  it("the teacher's profile names their photo, as the page shows it, to be fetched with the page", async () => {
    const teacherId = await teacherIdOf(context, otherTeacher);
    const photoLink = (response: LightMyRequestResponse) =>
      String(response.headers['link'])
        .split(', ')
        .filter((link) => link.includes('as=image'));
    await context.db.update(teachers).set({ profilePhoto: null }).where(eq(teachers.id, teacherId));
    expect(photoLink(await page('/teacher/profile', cookieOf(otherTeacher)))).toEqual([]);
    await context.db
      .update(teachers)
      .set({ profilePhoto: '/api/document-direct/4321?t=1700000000000' })
      .where(eq(teachers.id, teacherId));
    expect(photoLink(await page('/teacher/profile', cookieOf(otherTeacher)))).toEqual([
      '</api/document-direct/4321?t=1700000000000&size=medium>; rel=preload; as=image; fetchpriority=high',
    ]);
    // Only the page about the photo: the teacher's home draws none first.
    expect(photoLink(await page('/teacher/dashboard', cookieOf(otherTeacher)))).toEqual([]);
    await context.db.update(teachers).set({ profilePhoto: null }).where(eq(teachers.id, teacherId));
  });

  it("the student's home and grades", async () => {
    const studentId = await studentIdOf(context, student);
    const { data } = await expectOwnAnswers(student, '/student/dashboard', studentId);
    expect(Object.keys(data.answers)).toContain(`/api/documents/entity/student/${studentId}`);
    await expectOwnAnswers(student, '/grades', studentId);
    await expectOwnAnswers(student, '/trombinoscopio', studentId);
  });

  it('is compressed on the fly for a client that asks (it is made per person, so no sibling file exists)', async () => {
    const response = await page('/admin/teachers', { ...cookieOf(staff), 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers['vary'])).toMatch(/cookie/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain(`id="${FIRST_DATA_ELEMENT_ID}"`);
  });

  it('a page no route declares carries GET /api/me alone', async () => {
    const data = firstDataIn(await page('/settings', cookieOf(teacher)));
    expect(Object.keys(data!.answers)).toEqual(['/api/me']);
    expect(data!.answers['/api/me']!.body).toEqual(await apiAnswer(teacher, '/api/me'));
  });
});

describe('nothing another person could see', () => {
  it("one teacher's page holds their own records, never another teacher's", async () => {
    const [ownId, otherId] = await Promise.all([teacherIdOf(context, teacher), teacherIdOf(context, otherTeacher)]);
    const data = firstDataIn(await page('/teacher/dashboard', cookieOf(otherTeacher)))!;
    expect(data.userId).toBe(otherTeacher.id);
    const text = JSON.stringify(data);
    expect(text).toContain(`/api/teachers/${otherId}/stats`);
    expect(text).not.toContain(`/api/teachers/${ownId}/stats`);
    expect(data.answers['/api/teacher/profile']).toBeUndefined();
    expect((data.answers['/api/me']!.body as { email: string }).email).toBe(otherTeacher.email);
  });

  it('an answer the person may not have is left out (a student on the staff list)', async () => {
    const response = await page('/admin/teachers', cookieOf(student));
    expect(response.statusCode).toBe(200);
    expect(Object.keys(firstDataIn(response)!.answers)).toEqual(['/api/me']);
  });

  it('a bearer token is not used: without the cookie the page is the plain one, with it the cookie decides', async () => {
    const bearerOnly = await page('/teacher/dashboard', teacher.auth);
    expect(bearerOnly.body).toBe(INDEX_HTML);
    const both = firstDataIn(await page('/teacher/dashboard', { ...otherTeacher.auth, ...cookieOf(teacher) }));
    expect(both?.userId).toBe(teacher.id);
  });

  it.each([
    ['no cookie', {}],
    ['a cookie naming no session', { cookie: 'session=not-a-session; signed-in=1' }],
  ])("a signed-out request (%s) gets the plain index.html and the login screen's code", async (_case, headers) => {
    const response = await page('/teacher/dashboard', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['vary'])).toMatch(/cookie/i);
    expect(response.headers['link']).toBe(
      '</assets/index.js>; rel=modulepreload; crossorigin, </assets/login.js>; rel=modulepreload; crossorigin',
    );
  });

  it('a signed-out session is no longer answered into the page', async () => {
    const leaving = await signInAs(context, 'teacher');
    expect(firstDataIn(await page('/teacher/dashboard', cookieOf(leaving)))).not.toBeNull();
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: leaving.auth });
    expect(out.statusCode).toBeLessThan(300);
    expect((await page('/teacher/dashboard', cookieOf(leaving))).body).toBe(INDEX_HTML);
  });
});

describe('the JSON in the page', () => {
  it('cannot end its script or open a comment, whatever an answer holds', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const teacherId = await teacherIdOf(context, teacher);
    await context.db.update(teachers).set({ fullName: hostile }).where(eq(teachers.id, teacherId));
    const response = await page('/teacher/dashboard', cookieOf(teacher));
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(response.body).not.toContain('<!--');
    expect(response.body).not.toContain('<script>alert');
    const me = firstDataIn(response)!.answers['/api/me']!.body as { profile: { full_name: string } };
    expect(me.profile.full_name).toBe(hostile);
  });

  it('jsonForScript reads back the same value', () => {
    const value = { a: '</script>', b: '<!--', c: '&amp;', d: '\u2028\u2029', e: ['>'] };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
