import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { ActivityReport } from '@/features/faculty-reports/components/activity-report';

/** /admin/activity-report (staff, issue 45): the school's yearly activity report, or one teacher's. */
export function StaffActivityReportPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Informe anual de actividad`}
        description={t`Las actividades del profesorado por tipo, alcance y selección, junto al año anterior.`}
      />
      <ActivityReport canChooseTeacher />
    </section>
  );
}
