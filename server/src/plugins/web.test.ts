import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PLAN_FILE } from '@contracts/constants';
import { buildApp } from '../app';
import { createLocalStorage } from '../storage/file-storage';
import { signInAs, TEST_KEY, type TestContext } from '../../test/build-app';
import { createTestDatabase } from '../../test/database';
import { multipart, sampleFiles } from '../../test/multipart';

const INLINE_SCRIPT = '(function () { window.warm = 1; })();';
const INDEX_HTML = `<!doctype html><html lang="es"><head><title>Test</title><script type="module" src="/assets/app-x.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script>${INLINE_SCRIPT}</script><script type="application/json">{}</script></body></html>`;
const APP_JS = `export const items = [${Array.from({ length: 400 }, (_, i) => `"item number ${i}"`).join(',')}];\n`;

/** A small web build: index.html and one asset, each with the brotli and gzip siblings the real build writes. */
function writeDist(dir: string): void {
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  };
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  write('index.html', INDEX_HTML);
  write('assets/app-x.js', APP_JS);
  const plan = {
    entry: ['/assets/app-x.js'],
    signedOut: ['/assets/login.js'],
    shared: ['/assets/shell.js'],
    pages: { 'app/routes/teacher/dashboard.tsx': ['/assets/t.js'] },
  };
  fs.writeFileSync(path.join(dir, FIRST_SCREEN_PLAN_FILE), JSON.stringify(plan));
}

let context: TestContext;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-dist-'));
  writeDist(distDir);
  const { db } = await createTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-files-'));
  app = await buildApp({ db, storage: createLocalStorage({ root: filesDir, key: TEST_KEY }), webDistDir: distDir });
  await app.ready();
  context = { app, db, filesDir };
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(context.filesDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The headers a HEAD answer must share with its GET. */
const REPEATED_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'last-modified',
];
const pick = (response: LightMyRequestResponse) =>
  Object.fromEntries(REPEATED_HEADERS.map((name) => [name, response.headers[name]]));

describe('static files of the web build', () => {
  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['gzip;q=0.5, br;q=1', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
  ])('Accept-Encoding "%s" gets the %s sibling of an asset', async (accept, encoding, decode) => {
    const response = await get('/assets/app-x.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe(APP_JS);
    // Sent as built, not compressed a second time on the way out.
    expect(
      response.rawPayload.equals(
        fs.readFileSync(path.join(distDir, 'assets', `app-x.js.${encoding === 'br' ? 'br' : 'gz'}`)),
      ),
    ).toBe(true);
  });

  it.each([undefined, 'identity', 'compress'])('Accept-Encoding %s gets the plain asset', async (accept) => {
    const response = await get('/assets/app-x.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it("sends an asset without a document's security headers, keeping those that protect the file itself", async () => {
    const asset = await get('/assets/app-x.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'origin-agent-cluster'])
      expect(asset.headers[header], header).toBeUndefined();
    // The page keeps them all.
    const page = await get('/', 'br');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const policy = String((await get('/admin/teachers')).headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('never serves a compressed sibling by its own URL', async () => {
    expect((await get('/assets/app-x.js.br')).headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(['/', '/index.html', '/admin/teachers', '/teacher/documents?tab=2'])(
    '%s is index.html, compressed, revalidated on every visit',
    async (url) => {
      const compressed = await get(url, 'br, gzip');
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-type']).toMatch(/^text\/html/);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
      expect(compressed.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(INDEX_HTML);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body).toBe(INDEX_HTML);
    },
  );
});

describe("the signed-out page's language (decision 040)", () => {
  const page = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url: '/admin/teachers', headers: { 'accept-encoding': 'gzip', ...headers } });
  const langOf = (response: LightMyRequestResponse) =>
    /<html lang="(\w+)">/.exec(zlib.gunzipSync(response.rawPayload).toString())?.[1];

  it("is the browser's when the product speaks it, else the school's, and says it varies with them", async () => {
    const english = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english.headers['content-encoding']).toBe('gzip');
    expect(english.headers['vary']).toMatch(/accept-language/i);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(langOf(english)).toBe('en');
    expect(zlib.gunzipSync(english.rawPayload).toString()).toBe(INDEX_HTML.replace('lang="es"', 'lang="en"'));

    const spanish = await page({ 'accept-language': 'es-GT' });
    expect(langOf(spanish)).toBe('es');
    expect(spanish.headers['vary']).toMatch(/accept-language/i);
    expect(spanish.rawPayload.equals(fs.readFileSync(path.join(distDir, 'index.html.gz')))).toBe(true);
    expect(langOf(await page({ 'accept-language': 'de, fr' }))).toBe('es');
  });

  it("is the login screen's choice (its cookie) before the browser's", async () => {
    expect(langOf(await page({ cookie: 'lang=en', 'accept-language': 'es' }))).toBe('en');
    expect(langOf(await page({ cookie: 'lang=es', 'accept-language': 'en' }))).toBe('es');
  });

  it('answers HEAD with the headers of its GET', async () => {
    const headers = { 'accept-language': 'en' };
    const [getResponse, headResponse] = await Promise.all([page(headers), page(headers, 'HEAD')]);
    expect(pick(headResponse)).toEqual(pick(getResponse));
    expect(headResponse.rawPayload.length).toBe(0);
  });
});

describe('first-screen preloads', () => {
  it.each(['/teacher/dashboard', '/teacher/dashboard/', '/', '/admin/teachers'])(
    "%s without a session names the entry's files and the login screen's in its Link header",
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['link']).toBe(
          '</assets/app-x.js>; rel=modulepreload; crossorigin, </assets/login.js>; rel=modulepreload; crossorigin',
        );
      }
    },
  );

  it('a signed-in page names the signed-in app and its declared page (first-data.test.ts)', async () => {
    const teacher = await signInAs(context, 'teacher');
    const response = await app.inject({ url: '/teacher/dashboard', headers: { cookie: `session=${teacher.token}` } });
    expect(response.headers['link']).toBe(
      '</assets/app-x.js>; rel=modulepreload; crossorigin, </assets/shell.js>; rel=modulepreload; crossorigin, ' +
        '</assets/t.js>; rel=modulepreload; crossorigin',
    );
  });

  it('a file has no Link header', async () => {
    expect((await get('/assets/app-x.js')).headers['link']).toBeUndefined();
  });
});

describe('HEAD', () => {
  it.each([
    ['/', 'br, gzip'],
    ['/', undefined],
    ['/admin/teachers', 'gzip'],
    ['/assets/app-x.js', 'br'],
    ['/assets/app-x.js', undefined],
  ])('HEAD %s (Accept-Encoding %s) answers the GET headers without a body', async (url, accept) => {
    const headers = accept ? { 'accept-encoding': accept } : {};
    const [getResponse, headResponse] = await Promise.all([
      app.inject({ method: 'GET', url, headers }),
      app.inject({ method: 'HEAD', url, headers }),
    ]);
    expect(getResponse.statusCode).toBe(200);
    expect(headResponse.statusCode).toBe(200);
    expect(pick(headResponse)).toEqual(pick(getResponse));
    expect(Number(headResponse.headers['content-length'])).toBe(getResponse.rawPayload.length);
    expect(headResponse.rawPayload.length).toBe(0);
  });

  it.each(['GET', 'HEAD'] as const)('%s of an unknown /api/ path stays a 404 JSON answer', async (method) => {
    const response = await app.inject({ method, url: '/api/x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (method === 'GET')
      expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Ruta GET /api/x no encontrada' });
    else expect(response.rawPayload.length).toBe(0);
  });

  it('other methods on a page path are 404 JSON, not the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/teachers' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Ruta POST /admin/teachers no encontrada' });
  });
});

describe('API answers', () => {
  it('a large JSON answer is compressed with gzip when asked, and plain otherwise', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    for (const accept of ['gzip', 'br, gzip, deflate']) {
      const compressed = await get('/api/docs/json', accept);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(zlib.gunzipSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('a brotli-only client gets plain bytes: brotli is not made on the fly', async () => {
    const response = await get('/api/docs/json', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('openapi');
  });

  it('a small answer is not compressed', async () => {
    const response = await get('/api/health', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('an upload is received and a stored PNG is downloaded as it is, with its length', async () => {
    const teacher = await signInAs(context, 'teacher');
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: teacher.auth })).json<{
      profile: { id: number };
    }>();
    const content = sampleFiles.png(64 * 1024);
    const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(me.profile.id) }, [
      { filename: 'scan.png', content },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...teacher.auth },
    });
    expect(uploaded.statusCode).toBe(201);

    const download = await app.inject({
      method: 'GET',
      url: `/api/document-direct/${uploaded.json<{ id: number }>().id}`,
      headers: { ...teacher.auth, 'accept-encoding': 'gzip, br' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Number(download.headers['content-length'])).toBe(content.length);
    expect(download.rawPayload.equals(content)).toBe(true);
  });
});
