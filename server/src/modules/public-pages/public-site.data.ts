import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { EXPERTISE_AREA_CODES } from '@contracts/catalogues/expertise-areas';
import { PUBLIC_FACULTY_PAGE_SIZE } from '@contracts/public-pages';
import type { DbOrTx } from '../../db/client';
import {
  activityEntries,
  badgeCredentials,
  badges,
  portfolioWorkImages,
  portfolioWorks,
  publicPages,
  publicSiteVersion,
  teachers,
  unifiedDocuments,
  userBadges,
  type SocialMedia,
} from '../../db/schema/index';
import { afterKeyset } from '../../lib/list-sql';
import { decodeCursor, encodeCursor, type Keyset } from '../../lib/list-page';
import { matchesSearch } from '../../lib/text-search';
import { PROCESSED_PHOTO_TYPE } from '../photos/photo-view';

/*
 * What the world may read (issue 47, decision 046), and nothing else: every query here selects the public columns
 * by name (never a whole teacher row: no email, phone, birthdate, bank data), and only from pages that are on,
 * published and of an active teacher. A featured work must still be shown to the school and not hidden, an entry
 * still visible to the school; a photo must be processed (WebP, without metadata: decision 021).
 */

/** The sizes the world may ask for: the photo small (the list) and medium (the page), a work's medium. */
export const PUBLIC_PHOTO_SIZES = ['small', 'medium'] as const;
export const PUBLIC_WORK_SIZES = ['medium'] as const;
export type PublicPhotoSize = (typeof PUBLIC_PHOTO_SIZES)[number];

/** A page the world sees: on, published, of an active teacher. */
const live = (): SQL =>
  and(eq(publicPages.enabled, true), eq(publicPages.state, 'published'), eq(teachers.isActive, true))!;

/** The version of everything public pages show (raised by the triggers of migration 0033): one key lookup. */
export async function publicSiteVersionNow(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: publicSiteVersion.version })
    .from(publicSiteVersion)
    .where(eq(publicSiteVersion.id, 1));
  return row?.version ?? 0;
}

/** The document id in a teacher's `profile_photo` URL (/api/document-direct/{id}?t=…). */
function photoDocumentId(url: string | null): number | null {
  const match = url ? /^\/api\/document-direct\/(\d+)(?:\?|$)/.exec(url) : null;
  return match ? Number(match[1]) : null;
}

export interface PublicPhoto {
  documentId: number;
  /** Names the stored bytes: the public URL's `v`. */
  version: string;
}

/** The teacher's photo, when it is theirs, processed (WebP without metadata) and shown. */
async function photoOf(db: DbOrTx, teacherId: number, url: string | null): Promise<PublicPhoto | null> {
  const id = photoDocumentId(url);
  if (id === null) return null;
  const [row] = await db
    .select({
      id: unifiedDocuments.id,
      filename: unifiedDocuments.filename,
      fileType: unifiedDocuments.fileType,
      createdAt: unifiedDocuments.createdAt,
    })
    .from(unifiedDocuments)
    .where(
      and(
        eq(unifiedDocuments.id, id),
        eq(unifiedDocuments.isProfilePhoto, true),
        eq(unifiedDocuments.documentType, 'teacher'),
        eq(unifiedDocuments.entityId, teacherId),
      ),
    );
  if (!row || row.fileType !== PROCESSED_PHOTO_TYPE) return null;
  const version = createHash('sha256')
    .update(`${row.id}:${row.filename}:${row.createdAt.toISOString()}`)
    .digest('base64url')
    .slice(0, 16);
  return { documentId: row.id, version };
}

export interface PublicListItem {
  teacherId: number;
  slug: string;
  name: string;
  areas: string[];
  photo: PublicPhoto | null;
}

export interface PublicList {
  items: PublicListItem[];
  nextCursor: string | null;
}

/**
 * `/facultad`: the published teachers by name (the one list pattern's keyset on name and id), searched by name as
 * every search is (decision 032: accents and case aside), filtered by an expertise area.
 */
export async function publicFaculty(
  db: DbOrTx,
  query: { q?: string; area?: string; cursor?: string },
): Promise<PublicList> {
  let after: Keyset | undefined;
  if (query.cursor) after = decodeCursor(query.cursor);
  const filters = [live()];
  if (query.q) filters.push(matchesSearch(teachers.nameSearchText, query.q));
  if (query.area && (EXPERTISE_AREA_CODES as readonly string[]).includes(query.area))
    filters.push(
      sql`${teachers.expertiseAreas} @> ${JSON.stringify([query.area])}::jsonb and ${publicPages.showAreas}`,
    );
  const keyset = afterKeyset(teachers.fullName, teachers.id, after);
  if (keyset) filters.push(keyset);
  const rows = await db
    .select({
      teacherId: teachers.id,
      slug: publicPages.slug,
      name: teachers.fullName,
      areas: teachers.expertiseAreas,
      showAreas: publicPages.showAreas,
      showPhoto: publicPages.showPhoto,
      photoUrl: teachers.profilePhoto,
    })
    .from(publicPages)
    .innerJoin(teachers, eq(teachers.id, publicPages.teacherId))
    .where(and(...filters))
    .orderBy(asc(teachers.fullName), asc(teachers.id))
    .limit(PUBLIC_FACULTY_PAGE_SIZE + 1);
  const page = rows.slice(0, PUBLIC_FACULTY_PAGE_SIZE);
  const items = await Promise.all(
    page.map(async (row) => ({
      teacherId: row.teacherId,
      slug: row.slug,
      name: row.name,
      areas: row.showAreas ? row.areas : [],
      photo: row.showPhoto ? await photoOf(db, row.teacherId, row.photoUrl) : null,
    })),
  );
  const last = page[page.length - 1];
  return {
    items,
    nextCursor: rows.length > PUBLIC_FACULTY_PAGE_SIZE && last ? encodeCursor([last.name, last.teacherId]) : null,
  };
}

export interface PublicWork {
  id: number;
  title: string;
  year: number | null;
  description: string | null;
  linkUrl: string | null;
  width: number;
  height: number;
  version: number;
}

export interface PublicEntry {
  id: number;
  kind: string;
  title: string;
  organization: string | null;
  city: string | null;
  startDate: string;
  endDate: string | null;
}

export interface PublicBadge {
  name: string;
  awardedAt: Date;
  credentialId: string | null;
}

export interface PublicTeacherPage {
  teacherId: number;
  slug: string;
  name: string;
  bio: string | null;
  areas: string[];
  social: SocialMedia;
  photo: PublicPhoto | null;
  works: PublicWork[];
  entries: PublicEntry[];
  badges: PublicBadge[];
  publishedAt: Date | null;
}

/** `/facultad/{slug}`: the live page's chosen parts, or null (never published, off, taken down, inactive, unknown). */
export async function publicTeacherPage(db: DbOrTx, slug: string): Promise<PublicTeacherPage | null> {
  const [page] = await db
    .select({
      teacherId: teachers.id,
      slug: publicPages.slug,
      name: teachers.fullName,
      bio: teachers.bio,
      areas: teachers.expertiseAreas,
      social: teachers.socialMedia,
      photoUrl: teachers.profilePhoto,
      showPhoto: publicPages.showPhoto,
      showBio: publicPages.showBio,
      showAreas: publicPages.showAreas,
      showSocial: publicPages.showSocial,
      showBadges: publicPages.showBadges,
      workIds: publicPages.workIds,
      entryIds: publicPages.entryIds,
      publishedAt: publicPages.publishedAt,
    })
    .from(publicPages)
    .innerJoin(teachers, eq(teachers.id, publicPages.teacherId))
    .where(and(eq(publicPages.slug, slug), live()));
  if (!page) return null;
  const [photo, works, entries, badgeRows] = await Promise.all([
    page.showPhoto ? photoOf(db, page.teacherId, page.photoUrl) : null,
    page.workIds.length === 0
      ? []
      : db
          .select({
            id: portfolioWorks.id,
            title: portfolioWorks.title,
            year: portfolioWorks.year,
            description: portfolioWorks.description,
            linkUrl: portfolioWorks.linkUrl,
            width: portfolioWorks.imageWidth,
            height: portfolioWorks.imageHeight,
            updatedAt: portfolioWorks.updatedAt,
          })
          .from(portfolioWorks)
          .where(
            and(
              inArray(portfolioWorks.id, page.workIds),
              eq(portfolioWorks.teacherId, page.teacherId),
              eq(portfolioWorks.visibility, 'public'),
              isNull(portfolioWorks.hiddenAt),
            ),
          ),
    page.entryIds.length === 0
      ? []
      : db
          .select({
            id: activityEntries.id,
            kind: activityEntries.kind,
            title: activityEntries.title,
            organization: activityEntries.organization,
            city: activityEntries.city,
            startDate: activityEntries.startDate,
            endDate: activityEntries.endDate,
          })
          .from(activityEntries)
          .where(
            and(
              inArray(activityEntries.id, page.entryIds),
              eq(activityEntries.teacherId, page.teacherId),
              eq(activityEntries.visibility, 'school'),
            ),
          )
          .orderBy(desc(activityEntries.startDate), desc(activityEntries.id)),
    page.showBadges
      ? db
          .select({
            name: badges.badgeName,
            awardedAt: userBadges.awardedAt,
            credentialId: sql<string | null>`(
              select ${badgeCredentials.id} from ${badgeCredentials}
               where ${badgeCredentials.userBadgeId} = ${userBadges.id} and ${badgeCredentials.revokedAt} is null
               order by ${badgeCredentials.issuedAt} desc limit 1)`,
          })
          .from(userBadges)
          .innerJoin(badges, eq(badges.id, userBadges.badgeId))
          .where(and(eq(userBadges.userType, 'teacher'), eq(userBadges.userId, page.teacherId)))
          .orderBy(desc(userBadges.awardedAt), asc(userBadges.id))
      : [],
  ]);
  const order = new Map(page.workIds.map((id, index) => [id, index]));
  return {
    teacherId: page.teacherId,
    slug: page.slug,
    name: page.name,
    bio: page.showBio ? page.bio : null,
    areas: page.showAreas ? page.areas : [],
    social: page.showSocial ? page.social : {},
    photo,
    works: works
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map(({ updatedAt, ...work }) => ({ ...work, version: updatedAt.getTime() })),
    entries,
    badges: badgeRows,
    publishedAt: page.publishedAt,
  };
}

/** The photo of a live page that shows it, or null. */
export async function publicPhotoOf(db: DbOrTx, slug: string) {
  const [page] = await db
    .select({ teacherId: teachers.id, photoUrl: teachers.profilePhoto })
    .from(publicPages)
    .innerJoin(teachers, eq(teachers.id, publicPages.teacherId))
    .where(and(eq(publicPages.slug, slug), live(), eq(publicPages.showPhoto, true)));
  if (!page) return null;
  const photo = await photoOf(db, page.teacherId, page.photoUrl);
  if (!photo) return null;
  return photo;
}

/** A featured work of a live page, still shown to the school: its image's stored file of `size`, or null. */
export async function publicWorkImage(db: DbOrTx, slug: string, workId: number, size: string) {
  const [row] = await db
    .select({ filename: portfolioWorkImages.filename, updatedAt: portfolioWorks.updatedAt })
    .from(publicPages)
    .innerJoin(teachers, eq(teachers.id, publicPages.teacherId))
    .innerJoin(portfolioWorks, eq(portfolioWorks.teacherId, teachers.id))
    .innerJoin(portfolioWorkImages, eq(portfolioWorkImages.workId, portfolioWorks.id))
    .where(
      and(
        eq(publicPages.slug, slug),
        live(),
        eq(portfolioWorks.id, workId),
        sql`${publicPages.workIds} @> ${JSON.stringify([workId])}::jsonb`,
        eq(portfolioWorks.visibility, 'public'),
        isNull(portfolioWorks.hiddenAt),
        eq(portfolioWorkImages.size, size),
      ),
    );
  return row ?? null;
}

/** sitemap.xml: every live page with its last change. */
export async function livePages(db: DbOrTx) {
  return db
    .select({ slug: publicPages.slug, updatedAt: sql<Date>`greatest(${publicPages.updatedAt}, ${teachers.updatedAt})` })
    .from(publicPages)
    .innerJoin(teachers, eq(teachers.id, publicPages.teacherId))
    .where(live())
    .orderBy(asc(publicPages.slug))
    .limit(50_000);
}
