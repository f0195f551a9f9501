import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';

/** /admin/analytics and /admin/dashboard (spec §2.8): the staff home. */
export function AnalyticsPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Analytics Dashboard`}
        description={t`An overview of teachers, students, documents and recent activity.`}
      />
      <AnalyticsDashboard />
    </section>
  );
}
