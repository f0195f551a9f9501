import { Trans } from '@lingui/react/macro';
import { BrandMark } from '@/components/brand-mark';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';

/** /set-password?token=…: outside the sign-in gate, for an account made by an import to choose its password. */
export function SetPasswordPage({ token }: { token: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="grid gap-2">
          <BrandMark />
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>Elige tu contraseña</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>Este enlace sirve una sola vez. Después inicia sesión con tu correo y la contraseña nueva.</Trans>
          </p>
        </CardHeader>
        <CardContent>
          <SetPasswordForm token={token} />
        </CardContent>
      </Card>
    </main>
  );
}
