import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { callerOf } from '../../../test/signed-in-app';
import { escapeHtml } from './html';
import { buildPublicFixture, type PublicFixture } from './public-page-test-helpers';

/*
 * The privacy walk of the public pages (issue 47): every public URL, asked with the slugs, ids and sizes of what is
 * not public — teachers waiting, off, taken down; staff-only and hidden works; staff-only entries; sizes that are not
 * public; another teacher's works under a published slug — answers 404; and the published pages' HTML (both
 * languages, the list, its searches, the sitemap) holds none of the school's private values.
 */

const context = await buildTestApp();
const call = callerOf(context);
let school: PublicFixture;

const get = (url: string, language = 'es') =>
  context.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

beforeAll(async () => {
  school = await buildPublicFixture(context);
}, 60_000);

/** Every URL a visitor could try for one teacher's page, photo and works. */
function urlsOf(slug: string, workIds: number[]): string[] {
  return [
    `/facultad/${slug}`,
    `/facultad/${slug}?lang=en`,
    ...['small', 'medium', 'large', 'original'].map((size) => `/facultad/${slug}/foto/${size}.webp`),
    ...workIds.flatMap((id) =>
      ['small', 'medium', 'large'].map((size) => `/facultad/${slug}/obras/${id}-${size}.webp`),
    ),
  ];
}

describe('the privacy walk', () => {
  it('answers 404 for every public URL of what is not public', async () => {
    const published = school.published;
    const walk = [
      ...[school.pending, school.off, school.takenDown].flatMap((teacher) => urlsOf(teacher.slug, teacher.workIds)),
      // A published page: its photo's large size, its staff-only and hidden works, another teacher's works.
      `/facultad/${published.slug}/foto/large.webp`,
      ...[published.staffWorkId, published.hiddenWorkId].flatMap((id) =>
        ['small', 'medium', 'large'].map((size) => `/facultad/${published.slug}/obras/${id}-${size}.webp`),
      ),
      ...[school.pending, school.off, school.takenDown].flatMap((teacher) =>
        teacher.workIds.map((id) => `/facultad/${published.slug}/obras/${id}-medium.webp`),
      ),
      `/facultad/${published.slug}/obras/${published.featuredWorkId}-small.webp`,
      `/facultad/${published.slug}/obras/${published.featuredWorkId}-original.webp`,
      // Record entries' ids where a work's id goes (unless one happens to be the featured work's).
      ...[published.schoolEntryId, published.staffEntryId]
        .filter((id) => id !== published.featuredWorkId)
        .map((id) => `/facultad/${published.slug}/obras/${id}-medium.webp`),
      // Ids and slugs that name nothing, or are not slugs at all.
      '/facultad/nadie',
      '/facultad/nadie/foto/small.webp',
      `/facultad/${published.teacherId}`,
      `/facultad/${published.photoDocumentId}/foto/small.webp`,
      '/facultad/..%2Fapi%2Fme',
      '/facultad/JOSE-NUNEZ-AVILA',
      `/facultad/${published.slug}/obras/99999999-medium.webp`,
      `/facultad/${published.slug}/obras/../../api/me`,
      '/facultad?cursor=not-a-cursor',
    ];
    const found = [];
    for (const url of walk) {
      const response = await get(url);
      if (response.statusCode !== 404) found.push(`${url} → ${response.statusCode}`);
    }
    expect(found).toEqual([]);
  });

  it('finds none of the school’s private values in the public pages', async () => {
    const published = school.published;
    const pages = [
      '/facultad',
      '/facultad?lang=en',
      '/facultad?q=a',
      '/facultad?area=2d_animation',
      `/facultad/${published.slug}`,
      `/facultad/${published.slug}?lang=en`,
      '/sitemap.xml',
      '/robots.txt',
    ];
    const bodies: string[] = [];
    for (const url of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      bodies.push(response.body);
    }
    const html = bodies.join('\n');
    // The walk can fail: the published page does show its own public parts.
    expect(html).toContain('Cartel del festival');
    expect(html).toContain('Premio del festival Ícaro');
    const leaked = school.privateTexts.filter((text) => html.includes(text) || html.includes(escapeHtml(text)));
    expect(leaked).toEqual([]);
  });

  it('a work hidden after publication leaves the page and its images at once', async () => {
    const published = school.published;
    const imageUrl = `/facultad/${published.slug}/obras/${published.featuredWorkId}-medium.webp`;
    expect((await get(imageUrl)).statusCode).toBe(200);
    expect((await get(`/facultad/${published.slug}`)).body).toContain('Cartel del festival');
    const hide = await call(school.staff, 'POST', `/api/portfolio/${published.featuredWorkId}/hide`, {
      reason: 'Revisión',
    });
    expect(hide.statusCode).toBe(200);
    expect((await get(`/facultad/${published.slug}`)).body).not.toContain('Cartel del festival');
    expect((await get(imageUrl)).statusCode).toBe(404);
  });

  it('two app servers on one database: a page taken down on one answers 404 on the other at once', async () => {
    const other = await buildTestApp({ db: context.db });
    const url = `/facultad/${school.published.slug}`;
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    const down = await call(school.staff, 'POST', `/api/teachers/${school.published.teacherId}/public-page/take-down`, {
      reason: 'Fin del curso',
    });
    expect(down.statusCode).toBe(200);
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
  });
});
