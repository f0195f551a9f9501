import type { Analytics } from '@contracts/analytics';
import { ANALYTICS_PATH } from '@contracts/api-paths';
import { api } from '@/lib/api-client';

/**
 * Query keys of the staff dashboard. Teachers, students and users invalidate `all` after a change that moves a
 * figure (spec §7: refreshed after teacher changes).
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
};

/** GET /api/staff/analytics (staff): the four figures, the five latest activities and the charts' data. */
export const fetchAnalytics = (signal?: AbortSignal) => api.get<Analytics>(ANALYTICS_PATH, { signal });
