import { PageHeader } from '@/components/page-header';
import { AuditLog } from '@/features/audit/components/audit-log';

/** /admin/audit (staff): who changed what, when and from where (beyond the specification). */
export function AuditLogPage() {
  return (
    <section>
      <PageHeader title="Audit Log" description="Who changed what, when and from which address." />
      <AuditLog />
    </section>
  );
}
