import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CHART_MONTHS, CHART_WEEKS, RECENT_ACTIVITY_COUNT } from '@contracts/analytics';
import type { DbOrTx } from '../../db/client';
import { activities, documentStatistics, statCounters, users } from '../../db/schema/index';
import { countedRows } from '../../lib/list-sql';

export interface AnalyticsData {
  stats: { teachersCount: number; studentsCount: number; documentsCount: number; staffCount: number };
  recent: {
    id: number;
    entityType: string | null;
    activity: string;
    code: string | null;
    params: Record<string, string | number> | null;
    createdAt: Date;
    username: string | null;
  }[];
  documentsPerMonth: { month: string; count: number }[];
  teachersPerArea: { area: string; count: number }[];
  signInsPerWeek: { week: string; count: number }[];
}

/** 'YYYY-MM' of the last `count` months, oldest first, ending with this one (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

/** The Mondays ('YYYY-MM-DD') of the last `count` weeks, oldest first, ending with this one (UTC). */
export function lastWeeks(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

async function counters(db: DbOrTx, metric: string, buckets?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ bucket: statCounters.bucket, value: statCounters.value })
    .from(statCounters)
    .where(
      buckets
        ? and(eq(statCounters.metric, metric), inArray(statCounters.bucket, buckets))
        : eq(statCounters.metric, metric),
    );
  return new Map(rows.map((row) => [row.bucket, row.value]));
}

/**
 * The dashboard: every figure a key lookup in a counter (row_counts, document_statistics, stat_counters) or an
 * index range (staff accounts by role, the five newest activities), so it costs the same for any school.
 */
export async function readAnalytics(options: { db: DbOrTx; now?: Date }): Promise<AnalyticsData> {
  const { db } = options;
  const now = options.now ?? new Date();
  const months = lastMonths(now, CHART_MONTHS);
  const weeks = lastWeeks(now, CHART_WEEKS);
  const [teachersCount, studentsCount, documents, staff, recent, uploads, areas, signIns] = await Promise.all([
    countedRows(db, 'teachers'),
    countedRows(db, 'students'),
    db.select({ total: documentStatistics.totalDocuments }).from(documentStatistics).limit(1),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'staff')),
    db
      .select({
        id: activities.id,
        entityType: activities.entityType,
        activity: activities.activity,
        code: activities.code,
        params: activities.params,
        createdAt: activities.createdAt,
        username: users.username,
      })
      .from(activities)
      .leftJoin(users, eq(users.id, activities.userId))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(RECENT_ACTIVITY_COUNT),
    counters(db, 'documents_uploaded', months),
    counters(db, 'teachers_per_area'),
    counters(db, 'sign_ins', weeks),
  ]);
  return {
    stats: { teachersCount, studentsCount, documentsCount: documents[0]?.total ?? 0, staffCount: staff[0]?.value ?? 0 },
    recent,
    documentsPerMonth: months.map((month) => ({ month, count: uploads.get(month) ?? 0 })),
    teachersPerArea: [...areas]
      .filter(([, count]) => count > 0)
      .map(([area, count]) => ({ area, count }))
      .sort((a, b) => b.count - a.count || a.area.localeCompare(b.area)),
    signInsPerWeek: weeks.map((week) => ({ week, count: signIns.get(week) ?? 0 })),
  };
}
