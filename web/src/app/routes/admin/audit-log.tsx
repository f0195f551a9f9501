import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { AuditLog } from '@/features/audit/components/audit-log';

/** /admin/audit (staff): who changed what, when and from where (beyond the specification). */
export function AuditLogPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader title={t`Audit Log`} description={t`Who changed what, when and from which address.`} />
      <AuditLog />
    </section>
  );
}
