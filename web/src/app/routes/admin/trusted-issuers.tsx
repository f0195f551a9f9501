import { PageHeader } from '@/components/page-header';
import { TrustedIssuersManager } from '@/features/trusted-issuers/components/trusted-issuers-manager';

/** /admin/trusted-issuers (staff): the institutions whose credentials the school recognises (issue 41). */
export function TrustedIssuersPage() {
  return (
    <section>
      <PageHeader
        title="Emisores de confianza"
        description="Las instituciones cuyas credenciales la escuela reconoce, por su DID, con el nombre que les da la escuela."
      />
      <TrustedIssuersManager />
    </section>
  );
}
