import type { Analytics } from '@contracts/analytics';
import type { Language } from '@contracts/languages';
import { activityIn } from '../../shared/activities/activity-texts';
import type { AnalyticsData } from './analytics.service';

/** The overview; its recent activity in the reader's language (decision 040). */
export function presentAnalytics(data: AnalyticsData, language: Language): Analytics {
  return {
    stats: data.stats,
    recentActivities: data.recent.map((row) => ({
      id: row.id,
      entityType: row.entityType,
      activity: activityIn(row, language),
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
