import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { TrustedIssuersManager } from '@/features/trusted-issuers/components/trusted-issuers-manager';

/** /admin/trusted-issuers (staff): the institutions whose credentials the school recognises (issue 41). */
export function TrustedIssuersPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Emisores de confianza`}
        description={t`Las instituciones cuyas credenciales la escuela reconoce, por su DID, con el nombre que les da la escuela.`}
      />
      <TrustedIssuersManager />
    </section>
  );
}
