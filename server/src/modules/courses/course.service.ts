import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { courses } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { CourseRow } from './course.presenter';

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Courses by name or code (contains, case-insensitive), name order; the total that match. */
export async function listCourses(options: { db: Database; q?: string; limit?: number; offset?: number }) {
  const where = options.q ? sql`lower(${courses.name} || ' ' || ${courses.courseCode}) like ${likePattern(options.q)}` : undefined;
  const query = options.db.select().from(courses).where(where).orderBy(asc(courses.name), asc(courses.id)).$dynamic();
  if (options.limit === undefined) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [total]] = await Promise.all([query.limit(options.limit).offset(options.offset ?? 0), options.db.select({ value: count() }).from(courses).where(where)]);
  return { rows, total: total?.value ?? 0 };
}

export async function getCourse(options: { db: DbOrTx; id: number }): Promise<CourseRow> {
  const [row] = await options.db.select().from(courses).where(eq(courses.id, options.id));
  if (!row) throw notFound('Curso no encontrado');
  return row;
}
