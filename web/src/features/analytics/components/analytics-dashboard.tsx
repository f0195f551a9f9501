import { lazy, Suspense, useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearScreen } from '@/lib/use-near-screen';
import { analyticsQueryOptions } from '../api/analytics';
import { RecentActivities } from './recent-activities';
import { StatsCards } from './stats-cards';

// The charting library loads with the charts, after the figures and once their place nears the screen (below the
// figures on a phone): the cards and activities never wait for it.
const AnalyticsCharts = lazy(() => import('./charts/analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));

function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading charts" className="grid gap-4 lg:grid-cols-2">
      {[0, 1, 2].map((index) => (
        <Card key={index} className={index === 2 ? 'p-5 lg:col-span-2' : 'p-5'}>
          <Skeleton className="mb-4 h-5 w-48" />
          <Skeleton className="h-64" />
        </Card>
      ))}
    </div>
  );
}

/** The staff dashboard (§2.8): four figures, the charts in place of 'coming soon', and the recent activities. */
export function AnalyticsDashboard() {
  const analytics = useQuery(analyticsQueryOptions());
  const { observe: observeChartsPlace, near: chartsPlaceNear } = useNearScreen<HTMLElement>();
  // The answer renders as a deferred value: a transition React splits into short tasks, which also keeps the charts'
  // skeleton on screen (not a second one) while their code loads.
  const data = useDeferredValue(analytics.data);

  if (analytics.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-8 text-center"
      >
        <p className="font-medium text-destructive">Failed to load analytics data</p>
        <Button variant="outline" size="sm" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
          Retry
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <StatsCards stats={data?.stats} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <section ref={observeChartsPlace} aria-label="Charts" className="min-w-0">
          <Suspense fallback={<ChartsSkeleton />}>
            {data && chartsPlaceNear ? <AnalyticsCharts charts={data.charts} /> : <ChartsSkeleton />}
          </Suspense>
        </section>
        <RecentActivities activities={data?.recentActivities} />
      </div>
    </div>
  );
}
