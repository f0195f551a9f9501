import { PageHeader } from '@/components/page-header';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';

/** /admin/analytics and /admin/dashboard (spec §2.8): the staff home. */
export function AnalyticsPage() {
  return (
    <section>
      <PageHeader
        title="Analytics Dashboard"
        description="An overview of teachers, students, documents and recent activity."
      />
      <AnalyticsDashboard />
    </section>
  );
}
