import { Trans, useLingui } from '@lingui/react/macro';
import { BrandMark } from '@/components/brand-mark';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SsoComplete } from '@/features/auth/components/sso-complete';
import { useDocumentTitle } from '@/lib/document-title';
import { SIGNED_IN_HANDOFF } from '../../signed-in-handoff';

/** /sso/complete?ticket=…: outside the sign-in gate, where a provider's sign-in comes back to the product. */
export function SsoCompletePage({ ticket }: { ticket: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Iniciando sesión`);
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="grid gap-2">
          <BrandMark />
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>Inicio de sesión único</Trans>
          </h1>
        </CardHeader>
        <CardContent>
          <SsoComplete ticket={ticket} handoff={SIGNED_IN_HANDOFF} />
        </CardContent>
      </Card>
    </main>
  );
}
