import type { Analytics } from '@contracts/analytics';
import { api } from '@/lib/api-client';
import { takeEarlyAnswer } from '@/lib/early-answers';

/**
 * Query keys of the staff dashboard. Teachers, students and users invalidate `all` after a change that moves a
 * figure (spec §7: refreshed after teacher changes).
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
};

export const ANALYTICS_PATH = '/api/staff/analytics';

/**
 * GET /api/staff/analytics (staff): the four figures, the five latest activities and the charts' data. The first
 * call takes the answer the first-screen script asked for on the staff home, if there is one.
 */
export const fetchAnalytics = (signal?: AbortSignal) =>
  takeEarlyAnswer<Analytics>(ANALYTICS_PATH) ?? api.get<Analytics>(ANALYTICS_PATH, { signal });
