import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AccountCard } from '@/features/settings/components/account-card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';

/** /settings: the own account and a password change (the specification shows no content for this screen). */
export function SettingsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Settings" description="Tu cuenta y tu contraseña." />
      <AccountCard />
      <Card>
        <CardHeader>
          <CardTitle>Contraseña</CardTitle>
          <CardDescription>Al cambiarla se cierran tus sesiones en otros dispositivos.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
