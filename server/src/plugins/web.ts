import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { bareLandingPath, landingPreloads } from './landing-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build assets are cached for a year; index.html is revalidated on every visit so a deploy shows at once. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
  else if (path.basename(filePath).startsWith('index.html')) reply.header('cache-control', 'no-cache');
}

/**
 * Serves the built web app; any non-API page gets index.html so the browser router can answer it. The build
 * writes brotli and gzip siblings of each file (web/vite.config.ts): the one the client's Accept-Encoding prefers
 * is sent, with `Vary: Accept-Encoding`. HEAD answers as GET would, without the body. A landing path's page names its
 * first screen's code in a `Link` header (landing-preloads.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const preloads = hasWeb ? landingPreloads(options.distDir) : new Map<string, string>();
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
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || !isPageRequest || !hasWeb) {
      throw new AppError('ROUTE_NOT_FOUND', `Route ${request.method} ${pathname} not found`);
    }
    const link = preloads.get(bareLandingPath(pathname));
    if (link) reply.header('link', link);
    return reply.sendFile('index.html');
  });
});
