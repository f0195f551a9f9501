import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { QualificationsReport } from '@/features/faculty-reports/components/qualifications-report';

/** /admin/qualifications (staff, issue 45): the qualifications table of a term. */
export function QualificationsPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Cualificaciones`}
        description={t`Para cada curso del periodo: su profesor, su título más alto y la base de su cualificación.`}
      />
      <QualificationsReport />
    </section>
  );
}
