import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourseInputSchema, CourseListQuery } from '@contracts/courses';
import type { Database, DbOrTx } from '../../db/client';
import { badges, courseSearchText, courses, teachers, unifiedDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/text-search';
import type { ListPage } from '../../lib/list-page';
import { keysetList } from '../../lib/list-sql';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { deleteDocumentOwner, type OwnerDeletion } from '../documents/delete-document-owner';
import { canSeeOwnerDocuments } from '../documents/document.policy';
import type { DocumentRow } from '../documents/document.presenter';
import { imageUrlOf } from '../badges/badge.presenter';
import { presentCourse, type CourseDetailRow, type CourseRow, type NamedCourseRow } from './course.presenter';

type CourseInput = z.output<typeof CourseInputSchema>;

const COURSE_CODE_TAKEN = /*i18n*/ { id: 'courses.codeTaken', message: 'Ya existe un curso con el código {code}' };

export const COURSE_NOT_FOUND = /*i18n*/ { id: 'courses.notFound', message: 'Curso no encontrado' };

/** The courses with their teachers' full names, read in one query for all of them. */
export async function withTeacherNames(db: DbOrTx, rows: CourseRow[]): Promise<NamedCourseRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.teacherId === null ? [] : [row.teacherId])))];
  const found = ids.length
    ? await db.select({ id: teachers.id, fullName: teachers.fullName }).from(teachers).where(inArray(teachers.id, ids))
    : [];
  const names = new Map(found.map((teacher) => [teacher.id, teacher.fullName]));
  return rows.map((row) => ({
    ...row,
    teacherName: row.teacherId === null ? null : (names.get(row.teacherId) ?? null),
  }));
}

/** One course with its teacher's full name. */
export async function withTeacherName(db: DbOrTx, row: CourseRow): Promise<NamedCourseRow> {
  const [named] = await withTeacherNames(db, [row]);
  return named!;
}

/**
 * Courses by name or code (contains, case-insensitive), only those with badges, or one teacher's; name order; each
 * with its teacher's name.
 */
export async function listCourses(options: {
  db: Database;
  query: CourseListQuery;
}): Promise<ListPage<NamedCourseRow>> {
  const { db, query } = options;
  const filters: SQL[] = [];
  if (query.q) filters.push(matchesSearch(courseSearchText, query.q));
  if (query.has_badge !== undefined) filters.push(eq(courses.hasBadge, query.has_badge));
  if (query.teacher_id !== undefined) filters.push(eq(courses.teacherId, query.teacher_id));
  const page = await keysetList({
    db,
    table: courses,
    counted: 'courses',
    sortKey: 'name',
    where: filters.length > 0 ? and(...filters) : undefined,
    query,
  });
  return { ...page, rows: await withTeacherNames(db, page.rows) };
}

export async function getCourse(options: { db: DbOrTx; id: number }): Promise<CourseRow> {
  const [row] = await options.db.select().from(courses).where(eq(courses.id, options.id));
  if (!row) throw new AppError('COURSE_NOT_FOUND', COURSE_NOT_FOUND);
  return row;
}

/** The codes of a stored badge_code text, in order. */
export function badgeCodesOf(badgeCode: string | null): string[] {
  return badgeCode ? badgeCode.split(',').filter(Boolean) : [];
}

/** A course with its teacher, its badges (in badge_code order) and, for those who may read them, its resources. */
export async function getCourseDetail(options: {
  db: DbOrTx;
  user: SessionUser;
  id: number;
}): Promise<CourseDetailRow> {
  const { db, user, id } = options;
  const course = await getCourse({ db, id });
  const codes = badgeCodesOf(course.badgeCode);
  const [teacher] = course.teacherId
    ? await db
        .select({
          id: teachers.id,
          fullName: teachers.fullName,
          teacherCode: teachers.teacherCode,
          email: teachers.email,
          profilePhoto: teachers.profilePhoto,
          expertiseAreas: teachers.expertiseAreas,
        })
        .from(teachers)
        .where(eq(teachers.id, course.teacherId))
    : [];
  const found = codes.length
    ? await db
        .select({
          id: badges.id,
          badgeCode: badges.badgeCode,
          badgeName: badges.badgeName,
          badgeColor: badges.badgeColor,
          imagePath: badges.imagePath,
          updatedAt: badges.updatedAt,
        })
        .from(badges)
        .where(
          inArray(
            sql`lower(${badges.badgeCode})`,
            codes.map((code) => code.toLowerCase()),
          ),
        )
    : [];
  const byCode = new Map(found.map((badge) => [badge.badgeCode.toLowerCase(), badge]));
  const courseBadges = codes.flatMap((code) => {
    const badge = byCode.get(code.toLowerCase());
    return badge
      ? [
          {
            badgeCode: badge.badgeCode,
            badgeName: badge.badgeName,
            badgeColor: badge.badgeColor,
            imageUrl: imageUrlOf(badge),
          },
        ]
      : [];
  });
  const resourcesVisible = await canSeeOwnerDocuments({ db, user, ownerKind: 'course', entityId: id });
  const resources: DocumentRow[] = resourcesVisible
    ? await db
        .select()
        .from(unifiedDocuments)
        .where(and(eq(unifiedDocuments.documentType, 'course'), eq(unifiedDocuments.entityId, id)))
        .orderBy(sql`${unifiedDocuments.createdAt} desc`, sql`${unifiedDocuments.id} desc`)
    : [];
  return { ...course, teacher: teacher ?? null, badges: courseBadges, resources, resourcesVisible };
}

async function assertReferences(db: DbOrTx, input: CourseInput): Promise<void> {
  if (input.teacher_id) {
    const [teacher] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, input.teacher_id));
    if (!teacher)
      throw new AppError(
        'UNKNOWN_TEACHER',
        /*i18n*/ { id: 'courses.unknownTeacher', message: 'El profesor asignado no existe' },
      );
  }
  if (input.has_badge && input.badge_code.length > 0) {
    const lowered = input.badge_code.map((code) => code.toLowerCase());
    const found = await db
      .select({ code: badges.badgeCode, type: badges.badgeType })
      .from(badges)
      .where(inArray(sql`lower(${badges.badgeCode})`, lowered));
    const courseBadges = new Set(
      found.filter((badge) => badge.type === 'course').map((badge) => badge.code.toLowerCase()),
    );
    const refused = input.badge_code.filter((code) => !courseBadges.has(code.toLowerCase()));
    if (refused.length > 0)
      throw new AppError(
        'INVALID_COURSE_BADGES',
        /*i18n*/ {
          id: 'courses.badgesRefused',
          message: 'Solo se pueden asignar badges de tipo curso que existan: {codes}',
        },
        undefined,
        { codes: refused.join(', ') },
      );
  }
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`lower(${courses.courseCode}) = ${code.toLowerCase()}`);
  if (clash && clash.id !== exceptId) throw new AppError('COURSE_CODE_TAKEN', COURSE_CODE_TAKEN, undefined, { code });
}

/** The badges as stored: the codes as the badges spell them, only while the course has badges. */
async function storedBadgeCode(db: DbOrTx, input: CourseInput): Promise<string | null> {
  if (!input.has_badge || input.badge_code.length === 0) return null;
  const found = await db
    .select({ code: badges.badgeCode })
    .from(badges)
    .where(
      inArray(
        sql`lower(${badges.badgeCode})`,
        input.badge_code.map((code) => code.toLowerCase()),
      ),
    );
  const spelled = new Map(found.map((badge) => [badge.code.toLowerCase(), badge.code]));
  return input.badge_code.map((code) => spelled.get(code.toLowerCase()) ?? code).join(',');
}

async function columnsOf(db: DbOrTx, input: CourseInput) {
  return {
    name: input.name,
    courseCode: input.course_code,
    durationType: input.duration_type,
    teacherId: input.teacher_id ?? null,
    description: input.description ?? null,
    isSpecial: input.is_special,
    hasBadge: input.has_badge,
    badgeCode: await storedBadgeCode(db, input),
    bibliography: input.bibliography,
    expertiseAreas: input.expertise_areas,
  };
}

/** The unique keys of a course code: the exact code (migration 0000) and the code in any case (0007). */
const CODE_KEYS = new Set(['courses_course_code_unique', 'courses_course_code_lower_key']);

/** A code taken meanwhile by a concurrent request answers the same 409 as one taken before, whichever key refused it. */
function codeTakenOnRace(code: string) {
  return (error: unknown): never => {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause.code === '23505' && cause.constraint !== undefined && CODE_KEYS.has(cause.constraint))
      throw new AppError('COURSE_CODE_TAKEN', COURSE_CODE_TAKEN, undefined, { code });
    throw error;
  };
}

export async function createCourse(options: { db: Database; actorId: number; input: CourseInput }): Promise<CourseRow> {
  const { input } = options;
  return options.db
    .transaction(async (tx) => {
      await assertCodeFree(tx, input.course_code);
      await assertReferences(tx, input);
      const [row] = await tx
        .insert(courses)
        .values(await columnsOf(tx, input))
        .returning();
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code: 'courseCreated', params: { name: row!.name } },
        entityType: 'course',
        entityId: row!.id,
        changes: changesBetween({}, presentCourse(row!)),
      });
      return row!;
    })
    .catch(codeTakenOnRace(input.course_code));
}

export async function updateCourse(options: {
  db: Database;
  actorId: number;
  id: number;
  input: CourseInput;
}): Promise<CourseRow> {
  const { input } = options;
  return options.db
    .transaction(async (tx) => {
      const current = await getCourse({ db: tx, id: options.id });
      await assertCodeFree(tx, input.course_code, options.id);
      await assertReferences(tx, input);
      const [row] = await tx
        .update(courses)
        .set(await columnsOf(tx, input))
        .where(eq(courses.id, options.id))
        .returning();
      await recordActivity(tx, {
        userId: options.actorId,
        activity: { code: 'courseUpdated', params: { name: row!.name } },
        entityType: 'course',
        entityId: row!.id,
        changes: changesBetween(presentCourse(current), presentCourse(row!)),
      });
      return row!;
    })
    .catch(codeTakenOnRace(input.course_code));
}

/** Removes the course, its resources' rows and counters in one transaction, then their files. */
export async function deleteCourse(options: OwnerDeletion): Promise<void> {
  await deleteDocumentOwner({
    ...options,
    ownerKind: 'course',
    load: (tx) => getCourse({ db: tx, id: options.id }),
    remove: async (tx, course) => {
      await tx.delete(courses).where(eq(courses.id, course.id));
      return [];
    },
    nameOf: (course) => course.name,
    present: presentCourse,
  });
}
