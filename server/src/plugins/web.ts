import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { FIRST_DATA_ELEMENT_ID, firstDataRouteOf, firstImageOf, type FirstData } from '@contracts/first-data';
import { isLanguage, type Language } from '@contracts/languages';
import { ME_PATH } from '@contracts/api-paths';
import { firstDataOf, jsonForScript } from './first-data';
import { firstScreenLinks } from './landing-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Security headers that govern a document (its scripts' sources, its framing, its referrer, its browsing context):
 * meaningless on a script, a stylesheet or an image, where they were ~700 bytes of every response on a phone's first
 * load. A build asset keeps those that protect the file itself: `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy`.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** An inline script of the page: a `<script>` without `src` whose type, if any, is JavaScript (not JSON data). */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript|module)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that allow the inline scripts of the built index.html ('sha256-…' each), none
 * without a build: the page's one inline script (web/index.html) runs while its code loads, and no other inline
 * script, ours or injected, may.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Hashed build assets are cached for a year; index.html is revalidated on every visit so a deploy shows at once. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    reply.header('cache-control', IMMUTABLE);
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  } else if (path.basename(filePath).startsWith('index.html')) reply.header('cache-control', 'no-cache');
}

/**
 * A page made per person has no compressed sibling: gzip at level 1 for a client that takes it, as the API's answers
 * (decision 007; the compression plugin's hook does not run for the not-found handler, which is no route).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
  return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 1 }));
}

/** The language of the person a signed-in page is made for: their GET /api/me's answer in it. */
function personLanguageOf(data: FirstData): Language | undefined {
  const language = (data.answers[ME_PATH]?.body as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : undefined;
}

/** The page with `<html lang>` set to `language`. */
const withLanguage = (template: string, language: Language) =>
  template.replace(/<html\b[^>]*>/, `<html lang="${language}">`);

/**
 * index.html for a signed-in person: in their language (decision 040), with their first answers in it as JSON
 * (decision 039; the web's api client takes each once).
 */
function signedInPage(template: string, language: Language, data: FirstData): string {
  const withLang = withLanguage(template, language);
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  return withLang.replace('</body>', `${script}\n</body>`);
}

/**
 * Serves the built web app; any non-API page gets index.html so the browser router can answer it. The build
 * writes brotli and gzip siblings of each file (web/vite.config.ts): the one the client's Accept-Encoding prefers
 * is sent, with `Vary: Accept-Encoding`. HEAD answers as GET would, without the body. A GET with the session cookie
 * gets the page with its first answers in it (first-data.ts), private and never stored; every page names its first
 * screen's code in a `Link` header (landing-preloads.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const links = firstScreenLinks(options.distDir);
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  const templateLanguage = /<html\b[^>]*\blang="([^"]*)"/.exec(template)?.[1];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed siblings are chosen by Accept-Encoding, never addressed by URL.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || !isPageRequest || !hasWeb) {
      throw new AppError(
        'ROUTE_NOT_FOUND',
        /*i18n*/ { id: 'routes.notFound', message: 'Route {method} {path} not found' },
        undefined,
        {
          method: request.method,
          path: pathname,
        },
      );
    }
    reply.header('vary', 'Cookie');
    const data = request.method === 'GET' ? await firstDataOf(app, request, pathname) : null;
    const route = firstDataRouteOf(pathname);
    const link = data
      ? links.signedIn(pathname, personLanguageOf(data) ?? request.language, route ? firstImageOf(route, data) : null)
      : links.signedOut(request.language);
    if (link) reply.header('link', link);
    if (!data) {
      // Signed out: the page in the request's language (decision 040); the built file, already compressed, when it
      // is the one the build wrote.
      reply.header('vary', 'Cookie, Accept-Language');
      if (request.language === templateLanguage) return reply.sendFile('index.html');
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return sendCompressed(request, reply, withLanguage(template, request.language));
    }
    reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, signedInPage(template, personLanguageOf(data) ?? request.language, data));
  });
});
