import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicPages, teachers } from '../../db/schema/index';
import { buildTestApp, signInAs } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf } from '../../../test/signed-in-app';
import { buildPublicFixture, type PublicFixture } from './public-page-test-helpers';
import { PUBLIC_PAGE_CSP } from './public-site.routes';

const context = await buildTestApp();
const call = callerOf(context);
let school: PublicFixture;

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers: { 'accept-language': 'es-ES,es;q=0.9', ...headers } });

/** The JSON-LD of a page, parsed. */
function jsonLdOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

beforeAll(async () => {
  school = await buildPublicFixture(context);
}, 60_000);

describe('/facultad', () => {
  it('lists the published teachers with photo, name and areas, in the browser’s language', async () => {
    const response = await get('/facultad');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('José Núñez Ávila');
    expect(response.body).toContain(`/facultad/${school.published.slug}/foto/small.webp?v=`);
    expect(response.body).toContain('Animación 2D');
    for (const hidden of [school.pending, school.off, school.takenDown])
      expect(response.body).not.toContain(`/facultad/${hidden.slug}`);
    const english = await get('/facultad', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('2D Animation');
  });

  it('finds a teacher by name whatever the accents and case, and filters by area', async () => {
    for (const q of ['jose nunez', 'NÚÑEZ', 'Jose'])
      expect((await get(`/facultad?q=${encodeURIComponent(q)}`)).body).toContain(school.published.slug);
    expect((await get('/facultad?q=zzzz')).body).toContain('Ningún docente coincide con la búsqueda.');
    expect((await get('/facultad?area=2d_animation')).body).toContain(school.published.slug);
    expect((await get('/facultad?area=sound_design')).body).not.toContain(school.published.slug);
  });

  it('switches language by ?lang=, remembered in the lang cookie, with a visible link to the other', async () => {
    const response = await get('/facultad?lang=en');
    expect(response.body).toContain('<html lang="en">');
    expect(response.headers['set-cookie']).toContain('lang=en');
    expect(response.body).toMatch(/<a href="\/facultad\?lang=es" hreflang="es" lang="es"\s*>Español<\/a/);
    const remembered = await get('/facultad', { cookie: 'lang=en' });
    expect(remembered.body).toContain('<html lang="en">');
  });
});

describe('/facultad in pages', () => {
  it('pages through many published teachers by name with a next link, none twice, none missing', async () => {
    const extra = await Promise.all(Array.from({ length: 26 }, () => signInAs(context, 'teacher')));
    const ids = await Promise.all(extra.map((user) => teacherIdOf(context, user)));
    for (const [index, teacherId] of ids.entries()) {
      await context.db
        .update(teachers)
        .set({ fullName: `Zoe Página ${String(index).padStart(2, '0')}` })
        .where(eq(teachers.id, teacherId));
      await context.db
        .insert(publicPages)
        .values({ teacherId, slug: `zoe-pagina-${index}`, enabled: true, state: 'published', publishedAt: new Date() });
    }
    const seen: string[] = [];
    let url: string | undefined = '/facultad?q=zoe';
    let pages = 0;
    while (url) {
      const body: string = (await get(url)).body;
      seen.push(...[...body.matchAll(/href="\/facultad\/(zoe-pagina-\d+)"/g)].map((match) => match[1]!));
      url = /<a href="([^"]+)" rel="next"/.exec(body)?.[1]?.replace(/&amp;/g, '&');
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
  }, 60_000);
});

describe('/facultad/{slug}', () => {
  it('shows the chosen parts, with its title, description, canonical URL, Open Graph, Twitter card and JSON-LD', async () => {
    const response = await get(`/facultad/${school.published.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<title>José Núñez Ávila · Esarte Faculty</title>');
    expect(body).toMatch(/<meta name="description" content="Docente de Esarte Faculty: [^"]+"/);
    expect(body).toContain(
      `<link rel="canonical" href="http://localhost:3000/facultad/${school.published.slug}?lang=es"`,
    );
    expect(body).toContain('<meta property="og:image" content="http://localhost:3000/facultad/');
    expect(body).toContain('<meta name="twitter:card" content="summary" />');
    expect(body).toContain('Cartel del festival');
    expect(body).toContain('Premio del festival Ícaro');
    expect(body).toContain('https://www.linkedin.com/in/jose-nunez');
    expect(body).not.toContain('javascript:');
    const person = jsonLdOf(body);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'José Núñez Ávila',
      sameAs: ['https://www.linkedin.com/in/jose-nunez'],
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          name: expect.stringMatching(/^Mentor del año/) as unknown,
          url: expect.stringMatching(/^http:\/\/localhost:3000\/credentials\/[0-9a-f-]{36}$/) as unknown,
        },
      ],
    });
    // The badge's public verify link, on the page too.
    const verify = /href="(http:\/\/localhost:3000\/credentials\/[0-9a-f-]{36})"/.exec(body);
    expect(verify?.[1]).toBe((person.hasCredential as { url: string }[])[0]!.url);
  });

  it('writes what the teacher typed as text: <script> in a bio is shown, never run, and cannot leave the JSON-LD', async () => {
    const body = (await get(`/facultad/${school.published.slug}`)).body;
    expect(body).toContain('&lt;script&gt;alert(&quot;bio&quot;)&lt;/script&gt;');
    expect(body).toContain('&lt;/script&gt;&lt;b&gt;negrita&lt;/b&gt;');
    expect(body).not.toContain('<b>negrita</b>');
    // One script element only: the JSON-LD, whose text holds no '<' (the bio's </script> is \u003c/script>).
    expect(body.match(/<script\b/g)).toHaveLength(1);
    expect((jsonLdOf(body) as { description: string }).description).toContain('</script><b>negrita</b>');
  });

  it('answers under a strict CSP, with no inline style or script, and no script loaded', async () => {
    const response = await get(`/facultad/${school.published.slug}`);
    expect(response.headers['content-security-policy']).toBe(PUBLIC_PAGE_CSP);
    expect(PUBLIC_PAGE_CSP).toContain("default-src 'none'");
    expect(PUBLIC_PAGE_CSP).not.toContain('unsafe-inline');
    expect(response.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(response.body).not.toMatch(/\sstyle=|<style/);
    expect(response.body).not.toMatch(/\son[a-z]+=/);
  });

  it('sends at most 50 KB of HTML and CSS on the wire (gzip), the stylesheet cached a year', async () => {
    const page = await get(`/facultad/${school.published.slug}`, { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const cssUrl = /<link rel="stylesheet" href="([^"]+)"/.exec(zlib.gunzipSync(page.rawPayload).toString())![1]!;
    const css = await get(cssUrl, { 'accept-encoding': 'gzip' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const list = await get('/facultad', { 'accept-encoding': 'gzip' });
    expect(page.rawPayload.length + css.rawPayload.length).toBeLessThanOrEqual(50 * 1024);
    expect(list.rawPayload.length + css.rawPayload.length).toBeLessThanOrEqual(50 * 1024);
  });

  it('answers 304 to a client holding the same page, and a new ETag once the page changes', async () => {
    const first = await get(`/facultad/${school.published.slug}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(`/facultad/${school.published.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await context.db
      .update(teachers)
      .set({ fullName: 'José Núñez Ávila de la Cruz' })
      .where(eq(teachers.id, school.published.teacherId));
    const changed = await get(`/facultad/${school.published.slug}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('José Núñez Ávila de la Cruz');
    await context.db
      .update(teachers)
      .set({ fullName: 'José Núñez Ávila' })
      .where(eq(teachers.id, school.published.teacherId));
  });

  it('answers the same 404 (same body, same headers) for a page waiting, off, taken down or never made', async () => {
    const answers = await Promise.all(
      [school.pending.slug, school.off.slug, school.takenDown.slug, 'nadie-se-llama-asi', 'NO_VALE'].map((slug) =>
        get(`/facultad/${slug}`),
      ),
    );
    const strip = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0]!.body);
      expect(strip(answer.headers)).toEqual(strip(answers[0]!.headers));
    }
  });

  it('a page taken down answers 404 at once, even after it was kept rendered', async () => {
    const extra = await buildPublicFixture(context);
    const url = `/facultad/${extra.published.slug}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    const down = await call(school.staff, 'POST', `/api/teachers/${extra.published.teacherId}/public-page/take-down`, {
      reason: 'Prueba',
    });
    expect(down.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(extra.published.slug);
  }, 60_000);
});

describe('images', () => {
  it('serves the photo’s public sizes without metadata, cached a year under the versioned URL, with an ETag', async () => {
    const page = (await get(`/facultad/${school.published.slug}`)).body;
    const url = /src="(\/facultad\/[^"]+\/foto\/medium\.webp\?v=[^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const again = await get(url, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('serves a featured work’s medium and large sizes', async () => {
    const base = `/facultad/${school.published.slug}/obras/${school.published.featuredWorkId}`;
    expect((await get(`${base}-medium.webp`)).statusCode).toBe(200);
    expect((await get(`${base}-large.webp`)).statusCode).toBe(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the published pages only, in both languages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`http://localhost:3000/facultad/${school.published.slug}?lang=es`);
    expect(response.body).toContain(`http://localhost:3000/facultad/${school.published.slug}?lang=en`);
    for (const hidden of [school.pending, school.off, school.takenDown])
      expect(response.body).not.toContain(hidden.slug);
  });

  it('lets crawlers read the public pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Allow: /facultad');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('the throttle', () => {
  it('limits every public route per address (429 with Retry-After)', async () => {
    const limited = await buildTestApp({ publicPagesPerMinute: 10 });
    const codes: number[] = [];
    for (let index = 0; index < 12; index++)
      codes.push(
        (await limited.app.inject({ method: 'GET', url: index % 2 ? '/robots.txt' : '/facultad' })).statusCode,
      );
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    const refused = await limited.app.inject({ method: 'GET', url: '/facultad/alguien/foto/small.webp' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
