import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useRenewRecoveryCodes, useTwoFactorStatus } from '../api/two-factor';
import { PasskeysSection } from './passkeys-section';
import { PasswordPromptDialog } from './password-prompt-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSection } from './totp-section';

/**
 * Two-factor sign-in in Settings: the authenticator app, passkeys and recovery codes. `onFirstFactorSaved` hears
 * when a first factor's recovery codes have been put away (the enrolment screen that staff under the policy see).
 */
export function TwoFactorCard({ onFirstFactorSaved }: { onFirstFactorSaved?: () => void }) {
  const { t } = useLingui();
  const status = useTwoFactorStatus();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renewing, setRenewing] = useState(false);
  const data = status.data;
  const hasFactor = data ? data.totp || data.passkeys.length > 0 : false;
  const codesLeft = data?.recovery_codes_left ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          <Trans>Verificación en dos pasos</Trans>
        </CardTitle>
        <CardDescription>
          {data?.required
            ? t`La escuela exige al personal un segundo factor: mantén al menos uno.`
            : t`Protege tu cuenta con un segundo paso al iniciar sesión.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {status.isPending ? (
          <div aria-busy="true" aria-label={t`Cargando la verificación en dos pasos`} className="grid gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : status.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-destructive">
              {getErrorMessage(status.error, t`No se pudo cargar la verificación en dos pasos.`)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </div>
        ) : (
          <>
            {codes ? (
              <RecoveryCodesPanel
                codes={codes}
                onDone={() => {
                  setCodes(null);
                  if (hasFactor) onFirstFactorSaved?.();
                }}
              />
            ) : null}
            <TotpSection on={data!.totp} onRecoveryCodes={setCodes} />
            <PasskeysSection passkeys={data!.passkeys} onRecoveryCodes={setCodes} />
            {hasFactor ? (
              <section
                aria-label={t`Códigos de recuperación`}
                className="flex flex-wrap items-center justify-between gap-2 border-t pt-4"
              >
                <p className="text-sm">
                  <Trans>
                    Códigos de recuperación sin usar: <strong>{codesLeft}</strong>
                  </Trans>
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => setRenewing(true)}>
                  <Trans>Generar nuevos códigos</Trans>
                </Button>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
      <PasswordPromptDialog
        open={renewing}
        onOpenChange={setRenewing}
        title={t`Generar nuevos códigos de recuperación`}
        description={t`Los códigos anteriores dejarán de servir. Escribe tu contraseña actual.`}
        confirmLabel={t`Generar`}
        onConfirm={async (password) => setCodes((await renew.mutateAsync(password)).recovery_codes)}
      />
    </Card>
  );
}
