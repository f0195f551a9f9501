import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AfterFirstRender } from '@/components/after-first-render';
import { Button } from '@/components/ui/button';
import { analyticsQueryOptions } from '../api/analytics';
import { AnalyticsCharts } from './charts/analytics-charts';
import { RecentActivities } from './recent-activities';
import { StatsCards } from './stats-cards';

/** The staff dashboard (§2.8): four figures, the charts in place of 'coming soon', and the recent activities. */
export function AnalyticsDashboard() {
  const { t } = useLingui();
  const analytics = useQuery(analyticsQueryOptions());
  // The answer renders as a deferred value: a transition React splits into short tasks.
  const data = useDeferredValue(analytics.data);

  if (analytics.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-8 text-center"
      >
        <p className="font-medium text-destructive">
          <Trans>Failed to load analytics data</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <StatsCards stats={data?.stats} />
      <AfterFirstRender>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
          <section aria-label={t`Charts`} className="min-w-0">
            <AnalyticsCharts charts={data?.charts} />
          </section>
          <RecentActivities activities={data?.recentActivities} />
        </div>
      </AfterFirstRender>
    </div>
  );
}
