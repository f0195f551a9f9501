import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { SsoProvidersManager } from '@/features/sso/components/sso-providers-manager';

/** /admin/sign-in-providers (staff): the identity providers people sign in with (OpenID Connect). */
export function SignInProvidersPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Inicio de sesión único`}
        description={t`Proveedores de identidad (OpenID Connect) con los que se puede iniciar sesión.`}
      />
      <SsoProvidersManager />
    </section>
  );
}
