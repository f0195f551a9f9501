import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@contracts/languages';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import type { ThrottleRule } from '../../lib/throttle';
import { DOCUMENT_ONLY_HEADERS } from '../../plugins/web';
import { cachedPhotoBytes, keepPhotoBytes } from '../photos/photo-bytes-cache';
import { matchesEtag } from '../photos/photo-view';
import { photoVariantFilename } from '../photos/photo-variant-rows';
import { workImageEtag } from '../portfolio/portfolio-images';
import { keepPage, keptPage, sharedVersionReads, type RenderedPage } from './public-site.cache';
import { PUBLIC_CSS, PUBLIC_CSS_BROTLI, PUBLIC_CSS_GZIP, PUBLIC_CSS_VERSION } from './public-site.css';
import {
  livePages,
  PUBLIC_PHOTO_SIZES,
  PUBLIC_WORK_SIZES,
  publicFaculty,
  publicPhotoOf,
  publicSiteVersionNow,
  publicTeacherPage,
  publicWorkImage,
} from './public-site.data';
import {
  renderFaculty,
  renderNotFound,
  renderRobots,
  renderSitemap,
  renderTeacher,
  type SiteContext,
} from './public-site.render';
import { SLUG_PATTERN } from './slug';

/*
 * The public faculty pages (issue 47, decision 046), outside /api and outside the signed-in app: `/facultad`,
 * `/facultad/{slug}`, their images, their stylesheet, `sitemap.xml` and `robots.txt`. No session is read (a page is
 * the same for everyone; its language comes from `?lang=`, the `lang` cookie or `Accept-Language`); every route is
 * counted by the one throttle per address; every page is HTML with no script to run, under a strict CSP.
 */

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

/**
 * No script at all (JSON-LD is data, which no CSP directive governs), styles and images from here only. `connect-src
 * 'self'` lets nothing of the page's own connect (it runs no script); it lets a tool that reads robots.txt from the
 * page's context do so (Lighthouse's SEO audit found it 'not valid', unable to download it, under `default-src 'none'`).
 */
export const PUBLIC_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const RATE_LIMITED = /*i18n*/ {
  id: 'publicSite.rateLimited',
  message: 'Demasiadas solicitudes desde esta dirección. Inténtalo de nuevo en {seconds} segundos.',
};

export interface PublicSiteOptions {
  /** Requests a minute one address may make to the public pages (pages, images, stylesheet, sitemap). */
  perMinute: number;
}

export const DEFAULT_PUBLIC_SITE_PER_MINUTE = 1200;

const FacultyQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  area: z.string().max(60).optional(),
  cursor: z.string().max(600).optional(),
  lang: z.string().max(10).optional(),
});

const PHOTO_FILE = /^(small|medium)\.webp$/;
const WORK_FILE = /^(\d{1,10})-(medium|large)\.webp$/;

/** `?lang=` if it names a language (remembered in the `lang` cookie), else the cookie, the browser, the school's. */
function languageOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) {
    reply.header('set-cookie', `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return asked;
  }
  return requestLanguage({ headers: request.headers, schoolLanguage: app.schoolLanguage });
}

/** The headers of a document made here: its CSP, its caching by language. */
function documentHeaders(reply: FastifyReply) {
  reply
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8');
}

/** A kept page as the client takes it: 304 when it holds it, else brotli, gzip or plain. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status).header('etag', page.etag);
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

/** An image, stylesheet or file that is no document: without the document-only headers, shareable. */
function assetHeaders(reply: FastifyReply) {
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

export default async function publicSiteRoutes(app: FastifyInstance, options: PublicSiteOptions) {
  const rule: ThrottleRule = { name: 'public-site', points: options.perMinute, windowSeconds: 60 };
  const hide = { schema: { hide: true } };
  const versionNow = sharedVersionReads(() => publicSiteVersionNow(app.db));
  const site = (language: Language): SiteContext => ({
    base: app.publicUrl.replace(/\/$/, ''),
    school: app.credentialIssuer.name,
    language,
  });
  /** The not-found page of each language: the same bytes for every slug that is not public. */
  const notFoundPages = new Map<Language, RenderedPage>();
  const notFound = (language: Language) => {
    let page = notFoundPages.get(language);
    if (!page) {
      page = keepPage(`404:${language}`, -1, 404, renderNotFound(site(language)));
      notFoundPages.set(language, page);
    }
    return page;
  };

  // Every public route is counted per address by the one throttle (decision 018), before any other work.
  const throttled = async (request: FastifyRequest) => {
    await app.throttle.takeEachOrRefuse([{ rule, key: request.ip }], RATE_LIMITED);
  };

  app.get('/facultad', { ...hide, onRequest: throttled }, async (request, reply) => {
    const language = languageOf(app, request, reply);
    documentHeaders(reply);
    const parsed = FacultyQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendPage(request, reply, notFound(language));
    const query = { q: parsed.data.q || undefined, area: parsed.data.area || undefined, cursor: parsed.data.cursor };
    const key = `list:${language}:${query.q ?? ''}\u0000${query.area ?? ''}\u0000${query.cursor ?? ''}`;
    const version = await versionNow();
    const kept = keptPage(key, version);
    if (kept) return sendPage(request, reply, kept);
    let list;
    try {
      list = await publicFaculty(app.db, query);
    } catch (error) {
      // A cursor that is not ours: no such page.
      if (error instanceof AppError) return sendPage(request, reply, notFound(language));
      throw error;
    }
    return sendPage(request, reply, keepPage(key, version, 200, renderFaculty(site(language), query, list)));
  });

  app.get('/facultad/estilo.css', { ...hide, onRequest: throttled }, async (request, reply) => {
    assetHeaders(reply);
    const etag = `"css-${PUBLIC_CSS_VERSION}"`;
    const versioned = (request.query as { v?: string }).v === PUBLIC_CSS_VERSION;
    reply
      .header('etag', etag)
      .header('cache-control', versioned ? YEAR : REVALIDATE)
      .header('vary', 'Accept-Encoding')
      .type('text/css; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(PUBLIC_CSS_BROTLI);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(PUBLIC_CSS_GZIP);
    return reply.send(PUBLIC_CSS);
  });

  app.get<{ Params: { slug: string } }>(
    '/facultad/:slug',
    { ...hide, onRequest: throttled },
    async (request, reply) => {
      const language = languageOf(app, request, reply);
      documentHeaders(reply);
      const { slug } = request.params;
      if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return sendPage(request, reply, notFound(language));
      const key = `teacher:${language}:${slug}`;
      const version = await versionNow();
      const kept = keptPage(key, version);
      if (kept) return sendPage(request, reply, kept);
      const page = await publicTeacherPage(app.db, slug);
      if (!page) return sendPage(request, reply, notFound(language));
      return sendPage(request, reply, keepPage(key, version, 200, renderTeacher(site(language), page)));
    },
  );

  /** The same answer for every image that is not on a live page: no body, nothing told. */
  const noImage = (reply: FastifyReply) => reply.status(404).header('cache-control', 'no-store').send();

  app.get<{ Params: { slug: string; file: string } }>(
    '/facultad/:slug/foto/:file',
    { ...hide, onRequest: throttled },
    async (request, reply) => {
      assetHeaders(reply);
      const { slug, file } = request.params;
      const size = PHOTO_FILE.exec(file)?.[1] as (typeof PUBLIC_PHOTO_SIZES)[number] | undefined;
      if (!size || !SLUG_PATTERN.test(slug) || slug.length > 80) return noImage(reply);
      const photo = await publicPhotoOf(app.db, slug);
      if (!photo) return noImage(reply);
      const etag = `"fp${photo.documentId}-${size}-${photo.version}"`;
      const versioned = (request.query as { v?: string }).v === photo.version;
      reply
        .header('etag', etag)
        .header('cache-control', versioned ? YEAR : REVALIDATE)
        .type('image/webp');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      let bytes = cachedPhotoBytes(etag);
      if (!bytes) {
        const filename = await photoVariantFilename(app.db, photo.documentId, size);
        if (!filename) return noImage(reply);
        bytes = await app.storage.read(filename);
        keepPhotoBytes(etag, bytes);
      }
      return reply.send(bytes);
    },
  );

  app.get<{ Params: { slug: string; file: string } }>(
    '/facultad/:slug/obras/:file',
    { ...hide, onRequest: throttled },
    async (request, reply) => {
      assetHeaders(reply);
      const { slug, file } = request.params;
      const match = WORK_FILE.exec(file);
      const size = match?.[2] as (typeof PUBLIC_WORK_SIZES)[number] | undefined;
      const workId = Number(match?.[1]);
      if (!match || !size || !SLUG_PATTERN.test(slug) || slug.length > 80 || workId > 2_147_483_647)
        return noImage(reply);
      const image = await publicWorkImage(app.db, slug, workId, size);
      if (!image) return noImage(reply);
      const etag = workImageEtag(workId, size, image.filename);
      const versioned = (request.query as { v?: string }).v === String(image.updatedAt.getTime());
      reply
        .header('etag', etag)
        .header('cache-control', versioned ? YEAR : REVALIDATE)
        .type('image/webp');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      let bytes = cachedPhotoBytes(etag);
      if (!bytes) {
        bytes = await app.storage.read(image.filename);
        keepPhotoBytes(etag, bytes);
      }
      return reply.send(bytes);
    },
  );

  app.get('/sitemap.xml', { ...hide, onRequest: throttled }, async (request, reply) => {
    assetHeaders(reply);
    reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').type('application/xml; charset=utf-8');
    const version = await versionNow();
    const kept = keptPage('sitemap', version);
    if (kept) return sendPage(request, reply, kept);
    const base = app.publicUrl.replace(/\/$/, '');
    return sendPage(request, reply, keepPage('sitemap', version, 200, renderSitemap(base, await livePages(app.db))));
  });

  app.get('/robots.txt', { ...hide, onRequest: throttled }, async (_request, reply) => {
    assetHeaders(reply);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(app.publicUrl.replace(/\/$/, '')));
  });
}
