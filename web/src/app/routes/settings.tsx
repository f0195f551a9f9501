import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AccountCard } from '@/features/auth/components/account-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { LanguageCard } from '@/features/auth/components/language-card';
import { SignInPolicyCard } from '@/features/two-factor/components/sign-in-policy-card';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { useCurrentUser } from '@/lib/session';

/**
 * /settings: the own account, a password change and two-factor sign-in; whoever may (staff) also sets the two-factor
 * policy (the specification shows no content for this screen).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <div className="grid gap-6">
      <PageHeader title={t`Settings`} description={t`Tu cuenta, tu contraseña y la verificación en dos pasos.`} />
      <AccountCard />
      <LanguageCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Contraseña</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Al cambiarla se cierran tus sesiones en otros dispositivos.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      {user.can.set_sign_in_policy ? <SignInPolicyCard /> : null}
    </div>
  );
}
