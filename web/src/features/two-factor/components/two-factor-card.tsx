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
  const status = useTwoFactorStatus();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renewing, setRenewing] = useState(false);
  const data = status.data;
  const hasFactor = data ? data.totp || data.passkeys.length > 0 : false;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          Verificación en dos pasos
        </CardTitle>
        <CardDescription>
          {data?.required
            ? 'La escuela exige al personal un segundo factor: mantén al menos uno.'
            : 'Protege tu cuenta con un segundo paso al iniciar sesión.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {status.isPending ? (
          <div aria-busy="true" aria-label="Cargando la verificación en dos pasos" className="grid gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : status.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-destructive">
              {getErrorMessage(status.error, 'No se pudo cargar la verificación en dos pasos.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Reintentar
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
                aria-label="Códigos de recuperación"
                className="flex flex-wrap items-center justify-between gap-2 border-t pt-4"
              >
                <p className="text-sm">
                  Códigos de recuperación sin usar: <strong>{data!.recovery_codes_left}</strong>
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => setRenewing(true)}>
                  Generar nuevos códigos
                </Button>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
      <PasswordPromptDialog
        open={renewing}
        onOpenChange={setRenewing}
        title="Generar nuevos códigos de recuperación"
        description="Los códigos anteriores dejarán de servir. Escribe tu contraseña actual."
        confirmLabel="Generar"
        onConfirm={async (password) => setCodes((await renew.mutateAsync(password)).recovery_codes)}
      />
    </Card>
  );
}
