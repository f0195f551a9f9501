import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { ActivityReport } from '@/features/faculty-reports/components/activity-report';

/** /teacher/activity-report (issue 45): the teacher's own yearly activity report. */
export function TeacherActivityReportPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Informe anual de actividad`}
        description={t`Tus actividades por tipo, alcance y selección, junto al año anterior.`}
      />
      <ActivityReport canChooseTeacher={false} />
    </section>
  );
}
