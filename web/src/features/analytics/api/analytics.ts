import { queryOptions } from '@tanstack/react-query';
import type { Analytics } from '@contracts/analytics';
import { api } from '@/lib/api-client';

/**
 * The dashboard's one query. Its key is ['analytics'], which the teachers and users features invalidate after a
 * change that moves a figure (spec §7: refreshed after teacher changes).
 */
export const analyticsKey = ['analytics'] as const;

/** GET /api/staff/analytics (staff): the four figures, the five latest activities and the charts' data. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKey,
    queryFn: ({ signal }) => api.get<Analytics>('/api/staff/analytics', { signal }),
  });
