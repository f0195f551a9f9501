import { z } from 'zod';

/** How many recent activities the dashboard shows (§2.8, §9). */
export const RECENT_ACTIVITY_COUNT = 5;
/** The charts' spans: months of uploads, weeks of sign-ins. */
export const CHART_MONTHS = 12;
export const CHART_WEEKS = 12;

export const RecentActivitySchema = z.object({
  id: z.number(),
  entityType: z.string().nullable(),
  activity: z.string(),
  createdAt: z.string(),
  user: z.object({ username: z.string() }).nullable(),
});
export type RecentActivity = z.infer<typeof RecentActivitySchema>;

/**
 * GET /api/staff/analytics (§2.8, §3 analytics): the four cards, the five latest activities and, where the
 * specification shows a 'coming soon' panel, the data of three charts — every figure read from counters kept with
 * the changes they count, so the call costs the same at any size.
 */
export const AnalyticsSchema = z.object({
  stats: z.object({
    teachersCount: z.number(),
    studentsCount: z.number(),
    documentsCount: z.number(),
    staffCount: z.number(),
  }),
  recentActivities: z.array(RecentActivitySchema),
  charts: z.object({
    /** The last CHART_MONTHS months, oldest first, as 'YYYY-MM'; months without uploads count 0. */
    documentsPerMonth: z.array(z.object({ month: z.string(), count: z.number() })),
    /** Every expertise area of the catalogue with its active and inactive teachers, most first. */
    teachersPerArea: z.array(z.object({ area: z.string(), count: z.number() })),
    /** The last CHART_WEEKS weeks, oldest first, each by its Monday ('YYYY-MM-DD', UTC). */
    signInsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
