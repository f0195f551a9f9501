import { queryOptions } from '@tanstack/react-query';
import { analyticsKeys, fetchAnalytics } from '@/lib/resources/analytics';

/** GET /api/staff/analytics: the dashboard's one query, refreshed when teachers, students or users change. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.all,
    queryFn: ({ signal }) => fetchAnalytics(signal),
  });
