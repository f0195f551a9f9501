import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { ACTIVITY_KIND_GROUP_LABELS } from '@contracts/activity-labels';
import type { Text, TextValues } from '@contracts/i18n/texts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@contracts/languages';
import { formatDay } from '../../i18n/formats';
import { textIn } from '../../i18n/server-texts';
import { jsonLdScript, markup, trustedHtml, type SafeHtml } from './html';
import type { PublicList, PublicTeacherPage, PublicWork } from './public-site.data';
import { PUBLIC_CSS_PATH } from './public-site.css';
import { PUBLIC_SITE_TEXTS as T } from './public-site-texts';

/*
 * The public faculty pages' HTML (issue 47, decision 046): plain HTML and one stylesheet, no script to run (the one
 * `<script>` is JSON-LD, data), every typed value escaped by `markup`. Each page names its canonical URL (with its
 * language), its other language (hreflang) and, for a teacher, Open Graph, a Twitter card and a schema.org Person.
 */

export interface SiteContext {
  /** PUBLIC_URL without its trailing slash. */
  base: string;
  school: string;
  language: Language;
}

type Write = (text: Text, values?: TextValues) => string;
const writerOf =
  (language: Language): Write =>
  (text, values) =>
    textIn(language, text, values);

const AREA_LABELS = new Map<string, Text>(EXPERTISE_AREAS.map((area) => [area.code, area.label]));
const areaLabel = (write: Write, code: string) => {
  const label = AREA_LABELS.get(code);
  return label ? write(label) : null;
};
const areaLabels = (write: Write, codes: string[]) =>
  codes.map((code) => areaLabel(write, code)).filter((label): label is string => label !== null);

/** `path` with `?lang=` set (the switch's and hreflang's links; other query parameters kept). */
function withLanguage(path: string, params: URLSearchParams, language: Language): string {
  const next = new URLSearchParams(params);
  next.set('lang', language);
  return `${path}?${next.toString()}`;
}

interface Head {
  title: string;
  description: string;
  /** The page's path (no query). */
  path: string;
  /** The query parameters that make this page (search, area, cursor), kept in its links. */
  params?: URLSearchParams;
  image?: { url: string; alt: string };
  jsonLd?: unknown;
  noindex?: boolean;
  ogType?: string;
}

function layout(site: SiteContext, head: Head, main: SafeHtml): string {
  const write = writerOf(site.language);
  const params = head.params ?? new URLSearchParams();
  const canonical = `${site.base}${withLanguage(head.path, params, site.language)}`;
  const alternates = LANGUAGES.map(
    (language) =>
      markup`<link
        rel="alternate"
        hreflang="${language}"
        href="${site.base}${withLanguage(head.path, params, language)}"
      />`,
  );
  const switcher = LANGUAGES.map((language) =>
    language === site.language
      ? markup`<span lang="${language}" aria-current="true">${LANGUAGE_NAMES[language]}</span>`
      : markup`<a href="${withLanguage(head.path, params, language)}" hreflang="${language}" lang="${language}"
          >${LANGUAGE_NAMES[language]}</a
        >`,
  );
  const image = head.image;
  return markup`<!doctype html>
    <html lang="${site.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        ${head.noindex ? markup`<meta name="robots" content="noindex" />` : markup`<link rel="canonical" href="${canonical}" />${alternates}`}
        <link rel="stylesheet" href="${PUBLIC_CSS_PATH}" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <meta property="og:site_name" content="${site.school}" />
        <meta property="og:title" content="${head.title}" />
        <meta property="og:description" content="${head.description}" />
        <meta property="og:type" content="${head.ogType ?? 'website'}" />
        <meta property="og:url" content="${canonical}" />
        <meta property="og:locale" content="${site.language === 'es' ? 'es_ES' : 'en_US'}" />
        ${image ? markup`<meta property="og:image" content="${image.url}" /><meta property="og:image:alt" content="${image.alt}" />` : null}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content="${head.title}" />
        <meta name="twitter:description" content="${head.description}" />
        ${image ? markup`<meta name="twitter:image" content="${image.url}" /><meta name="twitter:image:alt" content="${image.alt}" />` : null}
        ${head.jsonLd ? jsonLdScript(head.jsonLd) : null}
      </head>
      <body>
        <a class="skip" href="#main">${write(T.skipToContent)}</a>
        <header class="top">
          <a class="brand" href="/facultad">${site.school}</a>
          <nav class="lang" aria-label="${write(T.languageSwitch)}">${switcher}</nav>
        </header>
        <main id="main">${main}</main>
        <footer>${write(T.footer, { school: site.school })}</footer>
      </body>
    </html> `.value;
}

const photoPath = (slug: string, size: 'small' | 'medium', version: string) =>
  `/facultad/${encodeURIComponent(slug)}/foto/${size}.webp?v=${encodeURIComponent(version)}`;
const workPath = (slug: string, work: PublicWork, size: 'medium' | 'large') =>
  `/facultad/${encodeURIComponent(slug)}/obras/${work.id}-${size}.webp?v=${work.version}`;

export interface FacultyQuery {
  q?: string;
  area?: string;
  cursor?: string;
}

/** `/facultad`: the search form (a GET form: it works without script), the cards, the next page's link. */
export function renderFaculty(site: SiteContext, query: FacultyQuery, list: PublicList): string {
  const write = writerOf(site.language);
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.area) params.set('area', query.area);
  const searched = Boolean(query.q || query.area);
  const areaOptions = EXPERTISE_AREAS.map((area) => ({ code: area.code, label: write(area.label) })).sort((a, b) =>
    a.label.localeCompare(b.label, site.language),
  );
  const cards = list.items.map(
    (item) =>
      markup`<li>
        ${
          item.photo
            ? markup`<img
                class="avatar"
                src="${photoPath(item.slug, 'small', item.photo.version)}"
                width="64"
                height="64"
                alt=""
                decoding="async"
              />`
            : markup`<span class="avatar" aria-hidden="true"></span>`
        }
        <div>
          <a href="/facultad/${encodeURIComponent(item.slug)}">${item.name}</a>${
            item.areas.length > 0 ? markup`<p>${areaLabels(write, item.areas).slice(0, 3).join(' · ')}</p>` : null
          }
        </div>
      </li>`,
  );
  const next = list.nextCursor
    ? (() => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('cursor', list.nextCursor);
        nextParams.set('lang', site.language);
        return markup`<a href="/facultad?${nextParams.toString()}" rel="next">${write(T.nextPage)}</a>`;
      })()
    : null;
  const first = query.cursor
    ? markup`<a href="${withLanguage('/facultad', params, site.language)}">${write(T.firstPage)}</a>`
    : null;
  const main = markup`<h1>${write(T.facultyHeading, { school: site.school })}</h1>
    <form class="search" method="get" action="/facultad" role="search">
      <label
        >${write(T.searchLabel)}<input
          type="search"
          name="q"
          value="${query.q ?? ''}"
          maxlength="200"
          autocomplete="off"
      /></label>
      <label
        >${write(T.areaLabel)}<select name="area">
          <option value="">${write(T.allAreas)}</option>
          ${areaOptions.map(
            (area) =>
              markup`<option value="${area.code}" ${area.code === query.area ? markup` selected` : null}>
                ${area.label}
              </option>`,
          )}
        </select></label
      >
      <input type="hidden" name="lang" value="${site.language}" />
      <button type="submit">${write(T.searchButton)}</button>
    </form>
    ${
      list.items.length === 0
        ? markup`<p>${write(searched ? T.noResults : T.noneYet)}</p>`
        : markup`<ul class="people">
            ${cards}
          </ul>`
    }
    ${next || first ? markup`<nav class="pager">${first}${next}</nav>` : null}`;
  return layout(
    site,
    {
      title: `${write(T.facultyTitle)} · ${site.school}`,
      description: write(T.facultyDescription, { school: site.school }),
      path: '/facultad',
      params: new URLSearchParams([...params, ...(query.cursor ? [['cursor', query.cursor] as [string, string]] : [])]),
      noindex: searched || Boolean(query.cursor),
    },
    main,
  );
}

const SOCIAL_LABELS: Record<string, (write: Write) => string> = {
  linkedin: () => 'LinkedIn',
  linktree: () => 'Linktree',
  portfolio: (write) => write(T.portfolioLink),
};

/** Only http(s) links leave: a typed `javascript:` is no link. */
const isWebLink = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value) && value.length <= 2000;

/** The years of an entry: '2024', '2022–2024', '2023–present'. */
function years(write: Write, start: string, end: string | null): string {
  const from = start.slice(0, 4);
  if (!end) return from;
  const to = end.slice(0, 4);
  return to === from ? from : `${from}–${to}`;
}

/** A work's image in the box of its medium size (its longest side 384 px), keeping its shape. */
function fitted(work: PublicWork): { width: number; height: number } {
  const scale = Math.min(1, 384 / Math.max(work.width, work.height, 1));
  return { width: Math.max(1, Math.round(work.width * scale)), height: Math.max(1, Math.round(work.height * scale)) };
}

/** `/facultad/{slug}`: one teacher's chosen parts. */
export function renderTeacher(site: SiteContext, page: PublicTeacherPage): string {
  const write = writerOf(site.language);
  const path = `/facultad/${encodeURIComponent(page.slug)}`;
  const areas = areaLabels(write, page.areas);
  const social = Object.entries(page.social)
    .filter(([key, value]) => key in SOCIAL_LABELS && isWebLink(value))
    .map(([key, value]) => ({ label: SOCIAL_LABELS[key]!(write), url: value as string }));
  const verifyUrl = (id: string) => `${site.base}/credentials/${encodeURIComponent(id)}`;
  const photoAlt = write(T.photoOf, { name: page.name });
  const description =
    areas.length > 0
      ? write(T.teacherDescriptionAreas, { school: site.school, areas: areas.join(', ') })
      : write(T.teacherDescription, { school: site.school });
  const bioParagraphs = (page.bio ?? '')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

  const main = markup`<a class="back" href="/facultad">← ${write(T.backToFaculty)}</a>
    <article>
      <div class="person">
        ${
          page.photo
            ? markup`<img
                class="portrait"
                src="${photoPath(page.slug, 'medium', page.photo.version)}"
                width="192"
                height="192"
                alt="${photoAlt}"
                fetchpriority="high"
              />`
            : null
        }
        <div>
          <h1>${page.name}</h1>
          ${areas.length > 0 ? markup`<p class="areas">${areas.join(' · ')}</p>` : null}
        </div>
      </div>
      ${
        bioParagraphs.length > 0
          ? markup`<section class="bio" aria-labelledby="bio">
              <h2 id="bio">${write(T.bioHeading)}</h2>
              ${bioParagraphs.map((part) => markup`<p>${part}</p>`)}
            </section>`
          : null
      }
      ${
        social.length > 0
          ? markup`<section aria-labelledby="links">
              <h2 id="links">${write(T.linksHeading)}</h2>
              <ul class="links">
                ${social.map((link) => markup`<li><a href="${link.url}" rel="me noopener">${link.label}</a></li>`)}
              </ul>
            </section>`
          : null
      }
      ${
        page.works.length > 0
          ? markup`<section aria-labelledby="works">
              <h2 id="works">${write(T.worksHeading)}</h2>
              <ul class="works">
                ${page.works.map((work) => {
                  const box = fitted(work);
                  return markup`<li>
                    <figure>
                      <img
                        src="${workPath(page.slug, work, 'medium')}"
                        srcset="${workPath(page.slug, work, 'medium')} ${box.width}w, ${workPath(page.slug, work, 'large')} ${Math.max(box.width, Math.round(work.width * Math.min(1, 1024 / Math.max(work.width, work.height, 1))))}w"
                        sizes="(min-width: 40rem) 18rem, 92vw"
                        width="${box.width}"
                        height="${box.height}"
                        alt="${write(T.workImage, { title: work.title })}"
                        loading="lazy"
                        decoding="async"
                      />
                      <figcaption>
                        <strong>${work.title}</strong
                        >${work.year ? markup` (${work.year})` : null}${work.description ? markup`<p>${work.description}</p>` : null}${isWebLink(work.linkUrl) ? markup`<p><a href="${work.linkUrl}" rel="noopener">${write(T.seeWork, { title: work.title })}</a></p>` : null}
                      </figcaption>
                    </figure>
                  </li>`;
                })}
              </ul>
            </section>`
          : null
      }
      ${
        page.entries.length > 0
          ? markup`<section aria-labelledby="entries">
              <h2 id="entries">${write(T.entriesHeading)}</h2>
              <ul class="entries">
                ${page.entries.map((entry) => {
                  const kind = ACTIVITY_KIND_GROUP_LABELS[entry.kind as keyof typeof ACTIVITY_KIND_GROUP_LABELS];
                  const meta = [
                    kind ? write(kind) : null,
                    entry.organization,
                    entry.city,
                    years(write, entry.startDate, entry.endDate),
                  ]
                    .filter(Boolean)
                    .join(' · ');
                  return markup`<li><strong>${entry.title}</strong><br /><span class="meta">${meta}</span></li>`;
                })}
              </ul>
            </section>`
          : null
      }
      ${
        page.badges.length > 0
          ? markup`<section aria-labelledby="badges">
              <h2 id="badges">${write(T.badgesHeading)}</h2>
              <ul class="badges">
                ${page.badges.map(
                  (badge) =>
                    markup`<li>
                      <strong>${badge.name}</strong>
                      <span class="meta"
                        >${write(T.awardedOn, { date: formatDay(badge.awardedAt, site.language) })}</span
                      >${
                        badge.credentialId
                          ? markup` ·
                              <a href="${verifyUrl(badge.credentialId)}"
                                >${write(T.verifyBadge, { badge: badge.name })}</a
                              >`
                          : null
                      }
                    </li>`,
                )}
              </ul>
            </section>`
          : null
      }
    </article>`;

  const url = `${site.base}${path}`;
  const image = page.photo
    ? { url: `${site.base}${photoPath(page.slug, 'medium', page.photo.version)}`, alt: photoAlt }
    : undefined;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: page.name,
    url,
    ...(image ? { image: image.url } : {}),
    ...(page.bio ? { description: page.bio } : {}),
    worksFor: { '@type': 'EducationalOrganization', name: site.school, url: site.base },
    ...(areas.length > 0 ? { knowsAbout: areas } : {}),
    ...(social.length > 0 ? { sameAs: social.map((link) => link.url) } : {}),
    ...(page.badges.length > 0
      ? {
          hasCredential: page.badges.map((badge) => ({
            '@type': 'EducationalOccupationalCredential',
            name: badge.name,
            dateCreated: badge.awardedAt.toISOString().slice(0, 10),
            recognizedBy: { '@type': 'EducationalOrganization', name: site.school, url: site.base },
            ...(badge.credentialId ? { url: verifyUrl(badge.credentialId) } : {}),
          })),
        }
      : {}),
  };
  return layout(
    site,
    { title: `${page.name} · ${site.school}`, description, path, image, jsonLd, ogType: 'profile' },
    main,
  );
}

/** The one answer of every page that is not public (never existed, off, waiting, taken down): the same bytes. */
export function renderNotFound(site: SiteContext): string {
  const write = writerOf(site.language);
  return layout(
    site,
    {
      title: `${write(T.notFoundTitle)} · ${site.school}`,
      description: write(T.notFoundBody),
      path: '/facultad',
      noindex: true,
    },
    markup`<h1>${write(T.notFoundTitle)}</h1>
      <p>${write(T.notFoundBody)}</p>
      <p><a href="/facultad">${write(T.backToFaculty)}</a></p>`,
  );
}

/** sitemap.xml of the live pages (and the faculty list), each in both languages. */
export function renderSitemap(base: string, pages: { slug: string; updatedAt: Date | string }[]): string {
  const entry = (path: string, lastmod?: string) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) => markup`<xhtml:link rel="alternate" hreflang="${other}" href="${base}${path}?lang=${other}"/>`,
      );
      const modified = lastmod ? markup`<lastmod>${lastmod}</lastmod>` : null;
      return markup`<url><loc>${base}${path}?lang=${language}</loc>${modified}${alternates}</url>\n`;
    });
  const urls = pages.map((page) =>
    entry(`/facultad/${encodeURIComponent(page.slug)}`, new Date(page.updatedAt).toISOString().slice(0, 10)),
  );
  const open =
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  return markup`<?xml version="1.0" encoding="UTF-8"?>\n${trustedHtml(open)}\n${entry('/facultad')}${urls}</urlset>\n`
    .value;
}

/** robots.txt: the public pages (and the badges' public verify pages) crawled; the signed-in app and the API not. */
export function renderRobots(base: string): string {
  return `User-agent: *\nAllow: /facultad\nAllow: /credentials/\nDisallow: /\n\nSitemap: ${base}/sitemap.xml\n`;
}
