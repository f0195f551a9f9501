import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import countriesEs from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import sharp from 'sharp';
import {
  ACTIVITY_FORMAT_LABELS,
  ACTIVITY_PRODUCTION_TYPE_LABELS,
  ACTIVITY_SCOPE_LABELS,
  ACTIVITY_SELECTION_LABELS,
} from '@contracts/activity-labels';
import { ACTIVITY_KINDS, ACTIVITY_MAX_ENTRIES, type ActivityKind } from '@contracts/activity-record';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import type { CvOptions } from '@contracts/cv';
import type { Text } from '@contracts/i18n/texts';
import type { CredentialCheck } from '@contracts/external-credentials';
import type { Language } from '@contracts/languages';
import type { DbOrTx } from '../../db/client';
import {
  activityEntries,
  activityEntryDocuments,
  activityEntryWorks,
  badgeCredentials,
  badges,
  externalCredentials,
  photoVariants,
  portfolioWorks,
  teachers,
  unifiedDocuments,
  userBadges,
} from '../../db/schema/index';
import { formatDay } from '../../i18n/formats';
import { semesterName } from '../../i18n/semester-names';
import { textIn } from '../../i18n/server-texts';
import type { FileStorage } from '../../storage/file-storage';
import type { CvEntry, CvRenderInput } from '../../untrusted-work/tasks/render-cv';
import { teachingHistory } from '../activity-record/teaching-history';
import { CV_TEXTS, cvLabels } from './cv-texts';

/*
 * What a teacher's CV holds, read straight from the tables (issue 45): the teacher, their photo at its medium size
 * (as JPEG: PDF has no WebP), the teaching history, the record's entries of the period grouped by kind and newest
 * first, the badges with their public verify pages, the credentials from elsewhere with the checks that passed —
 * everything written in `language` as plain data for the render (render-cv.ts).
 */

type TeacherRow = Pick<
  typeof teachers.$inferSelect,
  'id' | 'fullName' | 'email' | 'academicTitles' | 'academicTitleDescriptions' | 'expertiseAreas' | 'profilePhoto'
>;

export const CV_TEACHER_COLUMNS = {
  id: teachers.id,
  fullName: teachers.fullName,
  email: teachers.email,
  academicTitles: teachers.academicTitles,
  academicTitleDescriptions: teachers.academicTitleDescriptions,
  expertiseAreas: teachers.expertiseAreas,
  profilePhoto: teachers.profilePhoto,
};

export async function cvTeacher(db: DbOrTx, teacherId: number): Promise<TeacherRow | undefined> {
  const [teacher] = await db.select(CV_TEACHER_COLUMNS).from(teachers).where(eq(teachers.id, teacherId));
  return teacher;
}

/** The photo's medium size (384 px, for a 96 pt box: about 300 dpi) as JPEG, or null. */
async function photoBytes(db: DbOrTx, storage: FileStorage, teacher: TeacherRow): Promise<Uint8Array | null> {
  const documentId = Number(/^\/api\/(?:document-direct|documents)\/(\d+)/.exec(teacher.profilePhoto ?? '')?.[1]);
  if (!Number.isInteger(documentId) || documentId <= 0) return null;
  const [photo] = await db
    .select({ filename: unifiedDocuments.filename, medium: photoVariants.filename })
    .from(unifiedDocuments)
    .leftJoin(photoVariants, and(eq(photoVariants.documentId, unifiedDocuments.id), eq(photoVariants.size, 'medium')))
    .where(
      and(
        eq(unifiedDocuments.id, documentId),
        eq(unifiedDocuments.documentType, 'teacher'),
        eq(unifiedDocuments.entityId, teacher.id),
        eq(unifiedDocuments.isProfilePhoto, true),
      ),
    );
  if (!photo) return null;
  try {
    const bytes = await storage.read(photo.medium ?? photo.filename);
    const jpeg = await sharp(bytes, { limitInputPixels: 4096 * 4096 })
      .resize(384, 384, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  } catch {
    // A photo whose file is gone or unreadable leaves the CV without it.
    return null;
  }
}

/** The entries' period as SQL: an entry counts when it overlaps the period. */
function periodFilter(options: CvOptions, today: Date): SQL | undefined {
  const ends = sql`coalesce(${activityEntries.endDate}, ${activityEntries.startDate})`;
  if (options.period === '5y') {
    const since = new Date(today);
    since.setUTCFullYear(since.getUTCFullYear() - 5);
    return gte(ends, since.toISOString().slice(0, 10));
  }
  if (options.period === 'range' && options.from && options.to)
    return and(lte(activityEntries.startDate, options.to), gte(ends, options.from));
  return undefined;
}

function periodWords(options: CvOptions, language: Language, today: Date): string {
  const parts: string[] = [];
  if (options.period === 'range' && options.from && options.to)
    parts.push(
      textIn(language, CV_TEXTS.periodRange, {
        from: formatDay(options.from, language),
        to: formatDay(options.to, language),
      }),
    );
  else if (options.period === '5y') {
    const since = new Date(today);
    since.setUTCFullYear(since.getUTCFullYear() - 5);
    parts.push(
      textIn(language, CV_TEXTS.periodRange, { from: formatDay(since, language), to: formatDay(today, language) }),
    );
  } else parts.push(textIn(language, CV_TEXTS.periodAll));
  if (options.verified_only) parts.push(textIn(language, CV_TEXTS.verifiedOnly));
  return parts.join(' · ');
}

countries.registerLocale(countriesEs);
countries.registerLocale(countriesEn);

type EntryRow = typeof activityEntries.$inferSelect;

function entryDetails(entry: EntryRow, words: ReturnType<typeof cvLabels>['words'], language: Language): string[] {
  // The record's own names of its choices (contracts/activity-labels.ts); a code it does not know, as it is.
  const choice = (labels: Record<string, Text>, code: string | null) =>
    code ? (labels[code] ? textIn(language, labels[code]) : code) : null;
  const country = entry.country ? (countries.getName(entry.country, language) ?? entry.country) : null;
  const place = [entry.city, country].filter(Boolean).join(', ');
  return [
    entry.organization,
    entry.role ? `${words.role}: ${entry.role}` : null,
    choice(ACTIVITY_PRODUCTION_TYPE_LABELS, entry.productionType),
    entry.platformOrMedium,
    place || null,
    choice(ACTIVITY_FORMAT_LABELS, entry.format),
    choice(ACTIVITY_SELECTION_LABELS, entry.selection),
    choice(ACTIVITY_SCOPE_LABELS, entry.scope),
  ].filter((part): part is string => Boolean(part));
}

/** '03/2024 – 05/2024' as the language writes months; one month, or no end, is the start alone. */
function entryDates(entry: EntryRow, language: Language): string {
  const month = (day: string) =>
    formatDay(day, language).replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, (_all, a, b, year) =>
      language === 'es' ? `${b}/${year}` : `${a}/${year}`,
    );
  const start = month(entry.startDate);
  if (!entry.endDate || entry.endDate === entry.startDate) return start;
  const end = month(entry.endDate);
  return end === start ? start : `${start} – ${end}`;
}

/** A catalogue's label of `code` in `language`; a code the catalogue does not hold, as the school typed it. */
function labelIn(language: Language, entries: readonly { code: string; label: string | Text }[], code: string): string {
  const label = entries.find((entry) => entry.code === code)?.label;
  if (label === undefined) return code;
  return typeof label === 'string' ? label : textIn(language, label);
}

/** The CV's whole input for the render, in `language`. */
export async function cvRenderInput(options: {
  db: DbOrTx;
  storage: FileStorage;
  issuer: { name: string; url: string };
  teacher: TeacherRow;
  cv: CvOptions;
  language: Language;
  now?: Date;
}): Promise<CvRenderInput> {
  const { db, teacher, cv, language } = options;
  const today = options.now ?? new Date();
  const labels = cvLabels(language);
  const wants = new Set(cv.sections);

  const filters = [eq(activityEntries.teacherId, teacher.id), periodFilter(cv, today)];
  if (cv.verified_only) filters.push(eq(activityEntries.reviewState, 'verified'));
  const [photo, history, entries, badgeRows, credentialRows] = await Promise.all([
    photoBytes(db, options.storage, teacher),
    wants.has('teaching') ? teachingHistory(db, teacher.id) : { items: [] },
    wants.has('activity')
      ? db
          .select()
          .from(activityEntries)
          .where(and(...filters))
          .orderBy(desc(activityEntries.startDate), desc(activityEntries.id))
          .limit(ACTIVITY_MAX_ENTRIES)
      : [],
    wants.has('badges')
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
          .where(and(eq(userBadges.userType, 'teacher'), eq(userBadges.userId, teacher.id)))
          .orderBy(desc(userBadges.awardedAt), asc(userBadges.id))
      : [],
    wants.has('credentials')
      ? db
          .select({
            title: externalCredentials.title,
            issuerName: externalCredentials.issuerName,
            result: externalCredentials.result,
            review: externalCredentials.review,
          })
          .from(externalCredentials)
          .where(eq(externalCredentials.teacherId, teacher.id))
          .orderBy(desc(externalCredentials.checkedAt), desc(externalCredentials.id))
      : [],
  ]);

  // Evidence named, one query per kind of evidence for all the entries.
  const entryIds = entries.map((entry) => entry.id);
  const [documentRows, workRows] = entryIds.length
    ? await Promise.all([
        db
          .select({ entryId: activityEntryDocuments.entryId, name: unifiedDocuments.originalName })
          .from(activityEntryDocuments)
          .innerJoin(unifiedDocuments, eq(unifiedDocuments.id, activityEntryDocuments.documentId))
          .where(inArray(activityEntryDocuments.entryId, entryIds)),
        db
          .select({ entryId: activityEntryWorks.entryId, name: portfolioWorks.title })
          .from(activityEntryWorks)
          .innerJoin(portfolioWorks, eq(portfolioWorks.id, activityEntryWorks.workId))
          .where(inArray(activityEntryWorks.entryId, entryIds)),
      ])
    : [[], []];
  const evidence = new Map<number, string[]>();
  for (const row of [...documentRows, ...workRows])
    evidence.set(row.entryId, [...(evidence.get(row.entryId) ?? []), row.name]);

  const groups = new Map<ActivityKind, CvEntry[]>();
  for (const entry of entries) {
    const kind = entry.kind as ActivityKind;
    if (!ACTIVITY_KINDS.includes(kind)) continue;
    const list = groups.get(kind) ?? [];
    list.push({
      title: entry.title,
      dates: entryDates(entry, language),
      details: entryDetails(entry, labels.words, language),
      description: entry.description,
      links: entry.links,
      evidence: evidence.get(entry.id) ?? [],
      verified: entry.reviewState === 'verified',
    });
    groups.set(kind, list);
  }

  const base = options.issuer.url.replace(/\/+$/, '');
  return {
    language,
    schoolName: options.issuer.name,
    subtitle: periodWords(cv, language, today),
    generatedOn: textIn(language, CV_TEXTS.generatedOn, { date: formatDay(today, language) }),
    teacher: { name: teacher.fullName, email: teacher.email },
    photo,
    sections: cv.sections,
    titles: teacher.academicTitles
      .map((code, index) => ({ code, index }))
      .filter(({ code }) => code !== 'none')
      .map(({ code, index }) => ({
        title: labelIn(language, ACADEMIC_TITLES, code),
        description: teacher.academicTitleDescriptions[index] || null,
      })),
    areas: teacher.expertiseAreas.map((code) => labelIn(language, EXPERTISE_AREAS, code)),
    teaching: history.items.map((term) => ({
      course: term.course_title,
      term:
        term.academic_year === null
          ? labels.words.noTerm
          : [term.semester ? semesterName(term.semester, language) : null, String(term.academic_year)]
              .filter(Boolean)
              .join(' '),
      detail: [
        term.students ? textIn(language, CV_TEXTS.students, { students: term.students }) : null,
        term.graded ? textIn(language, CV_TEXTS.graded, { graded: term.graded }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    activity: ACTIVITY_KINDS.filter((kind) => groups.has(kind)).map((kind) => ({ kind, entries: groups.get(kind)! })),
    badges: badgeRows.map((badge) => ({
      name: badge.name,
      issued: formatDay(badge.awardedAt, language),
      verifyUrl: badge.credentialId ? `${base}/credentials/${encodeURIComponent(badge.credentialId)}` : null,
    })),
    credentials: credentialRows
      .filter((credential) => credential.review !== 'rejected')
      .map((credential) => {
        const checks = ((credential.result as { checks?: CredentialCheck[] } | null)?.checks ?? []).filter(
          (check) => check.outcome === 'passed',
        );
        return {
          title: credential.title,
          issuer: credential.issuerName,
          checks: checks.map((check) => labels.checks[check.id] ?? check.id),
        };
      }),
    labels: {
      sections: labels.sections,
      kinds: labels.kinds,
      page: labels.page,
      none: labels.words.none,
      verified: labels.words.verified,
      issuedOn: labels.words.issuedOn,
      verifyAt: labels.words.verifyAt,
      issuer: labels.words.issuer,
      checksPassed: labels.words.checksPassed,
      evidence: labels.words.evidence,
      heading: labels.words.heading,
    },
  };
}

/** A file name safe everywhere: 'CV - Núñez Peña.pdf' keeps its letters; the header's fallback folds them. */
export function cvFileName(name: string): string {
  const clean = [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `CV - ${clean || 'docente'}.pdf`;
}
