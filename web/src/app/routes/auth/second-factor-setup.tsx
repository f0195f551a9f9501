import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fetchMe } from '@/features/auth/api/me';
import { useLogout } from '@/features/auth/api/use-logout';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/**
 * What a staff member without a second factor sees while the school requires one: enrolling one, or signing
 * out. The server answers every other call 403 until then; once a factor is added, the app opens.
 */
export function SecondFactorSetupPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Configura la verificación en dos pasos`);
  const { signIn } = useSession();
  const logout = useLogout();
  const reopen = async () => {
    signIn(await fetchMe());
  };
  return (
    <div className="min-h-dvh bg-muted/40 px-4 py-8">
      <main className="mx-auto grid max-w-2xl gap-6">
        <header className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>Configura la verificación en dos pasos</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>
              La escuela exige al personal un segundo factor para proteger los datos personales y bancarios. Añade una
              aplicación de autenticación o una llave de acceso para continuar.
            </Trans>
          </p>
        </header>
        <TwoFactorCard onFirstFactorSaved={() => void reopen()} />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden="true" />
          <Trans>Cerrar sesión</Trans>
        </Button>
      </main>
    </div>
  );
}
