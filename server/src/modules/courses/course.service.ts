import { eq, inArray, sql } from 'drizzle-orm';
import type { ListQuery } from '@contracts/lists';
import type { z } from 'zod';
import type { CourseInputSchema } from '@contracts/courses';
import type { Database, DbOrTx } from '../../db/client';
import { badges, courses, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import type { ListPage } from '../../lib/list-page';
import { keysetList } from '../../lib/list-sql';
import { recordActivity } from '../activities/activity.service';
import type { CourseRow } from './course.presenter';

type CourseInput = z.output<typeof CourseInputSchema>;

/** Courses by name or code (contains, case-insensitive), name order; the total that match. */
export async function listCourses(options: { db: Database; query: ListQuery }): Promise<ListPage<CourseRow>> {
  const { db, query } = options;
  const where = query.q ? sql`lower(${courses.name} || ' ' || ${courses.courseCode}) like ${containsPattern(query.q)}` : undefined;
  return keysetList({ db, table: courses, counted: 'courses', sortKey: 'name', where, query });
}

export async function getCourse(options: { db: DbOrTx; id: number }): Promise<CourseRow> {
  const [row] = await options.db.select().from(courses).where(eq(courses.id, options.id));
  if (!row) throw new AppError('COURSE_NOT_FOUND', 'Curso no encontrado');
  return row;
}

async function assertReferences(db: DbOrTx, input: CourseInput): Promise<void> {
  if (input.teacher_id) {
    const [teacher] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, input.teacher_id));
    if (!teacher) throw new AppError('UNKNOWN_TEACHER', 'El profesor asignado no existe');
  }
  if (input.has_badge && input.badge_codes.length > 0) {
    const found = await db.select({ code: badges.badgeCode, type: badges.badgeType }).from(badges).where(inArray(badges.badgeCode, input.badge_codes));
    const courseBadges = new Set(found.filter((badge) => badge.type === 'course').map((badge) => badge.code));
    const missing = input.badge_codes.filter((code) => !courseBadges.has(code));
    if (missing.length > 0) throw new AppError('INVALID_COURSE_BADGES', `Badges de curso inválidos: ${missing.join(', ')}`);
  }
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const [clash] = await db.select({ id: courses.id }).from(courses).where(sql`lower(${courses.courseCode}) = ${code.toLowerCase()}`);
  if (clash && clash.id !== exceptId) throw new AppError('COURSE_CODE_TAKEN', `Ya existe un curso con el código ${code}`);
}

function columnsOf(input: CourseInput) {
  return {
    name: input.name,
    courseCode: input.course_code,
    durationType: input.duration_type,
    teacherId: input.teacher_id ?? null,
    description: input.description ?? null,
    isSpecial: input.is_special,
    hasBadge: input.has_badge,
    badgeCode: input.has_badge && input.badge_codes.length > 0 ? input.badge_codes.join(',') : null,
    bibliography: input.bibliography,
  };
}

export async function createCourse(options: { db: Database; actorId: number; input: CourseInput }): Promise<CourseRow> {
  return options.db.transaction(async (tx) => {
    await assertCodeFree(tx, options.input.course_code);
    await assertReferences(tx, options.input);
    const [row] = await tx.insert(courses).values(columnsOf(options.input)).returning();
    await recordActivity(tx, { userId: options.actorId, activity: `Created course ${row!.name}`, entityType: 'course', entityId: row!.id });
    return row!;
  });
}

export async function updateCourse(options: { db: Database; actorId: number; id: number; input: CourseInput }): Promise<CourseRow> {
  return options.db.transaction(async (tx) => {
    await getCourse({ db: tx, id: options.id });
    await assertCodeFree(tx, options.input.course_code, options.id);
    await assertReferences(tx, options.input);
    const [row] = await tx.update(courses).set(columnsOf(options.input)).where(eq(courses.id, options.id)).returning();
    await recordActivity(tx, { userId: options.actorId, activity: `Updated course ${row!.name}`, entityType: 'course', entityId: row!.id });
    return row!;
  });
}
