import { queryOptions } from '@tanstack/react-query';
import { analyticsKeys, fetchAnalytics } from '@/lib/resources/analytics';

/**
 * GET /api/staff/analytics: the dashboard's one query, refreshed when teachers, students or users change. On a
 * full load of the staff home its answer is usually in before the first render (the first-screen script asked for
 * it): the dashboard is then drawn whole, without skeletons.
 */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.all,
    queryFn: ({ signal }) => fetchAnalytics(signal),
  });
