import type { Analytics } from '@contracts/analytics';
import type { AnalyticsData } from './analytics.service';

export function presentAnalytics(data: AnalyticsData): Analytics {
  return {
    stats: data.stats,
    recentActivities: data.recent.map((row) => ({
      id: row.id,
      entityType: row.entityType,
      activity: row.activity,
      createdAt: row.createdAt.toISOString(),
      user: row.username === null ? null : { username: row.username },
    })),
    charts: {
      documentsPerMonth: data.documentsPerMonth,
      teachersPerArea: data.teachersPerArea,
      signInsPerWeek: data.signInsPerWeek,
    },
  };
}
