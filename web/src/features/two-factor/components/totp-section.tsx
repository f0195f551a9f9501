import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoaderCircle, Smartphone } from 'lucide-react';
import { TotpConfirmSchema, type TotpConfirmInput, type TotpEnrolment } from '@contracts/two-factor';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useBeginTotp, useConfirmTotp, useRemoveTotp } from '../api/two-factor';
import { PasswordPromptDialog } from './password-prompt-dialog';

interface TotpSectionProps {
  on: boolean;
  /** The new recovery codes after the app is turned on, to show once. */
  onRecoveryCodes: (codes: string[]) => void;
}

/** The authenticator app: set it up (QR code, then a code from it), or turn it off with the password. */
export function TotpSection({ on, onRecoveryCodes }: TotpSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  // Checked by the contract's TotpConfirmSchema; its message shows where the server's refusal does, until the next try.
  const form = useForm<TotpConfirmInput>({
    resolver: zodResolver(TotpConfirmSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const codeError =
    form.formState.errors.code?.message ??
    (confirm.isError ? getErrorMessage(confirm.error, t`El código no es correcto.`) : null);
  const [removing, setRemoving] = useState(false);
  const secret = enrolment?.secret;

  const start = () => begin.mutate(undefined, { onSuccess: setEnrolment });
  const submit = ({ code }: TotpConfirmInput) =>
    confirm.mutate(code, {
      onSuccess: ({ recovery_codes }) => {
        setEnrolment(null);
        form.reset();
        onRecoveryCodes(recovery_codes);
      },
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <section aria-labelledby={`${titleId}-title`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${titleId}-title`} className="flex items-center gap-2 font-medium">
          <Smartphone aria-hidden="true" className="size-4" />
          <Trans>Aplicación de autenticación</Trans>
        </h3>
        <span className={on ? 'text-sm font-medium text-emerald-700' : 'text-sm text-muted-foreground'}>
          {on ? t`Activada` : t`Desactivada`}
        </span>
      </div>
      {on ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setRemoving(true)}>
          <Trans>Desactivar</Trans>
        </Button>
      ) : enrolment ? (
        <div className="grid gap-3 md:grid-cols-[auto_1fr] md:items-start">
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={t`Código QR para tu aplicación de autenticación`}
            className="size-44 rounded-md border bg-white p-1"
          />
          <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              <Trans>
                Escanea el código con tu aplicación (Google Authenticator, Microsoft Authenticator, 1Password…) o
                escribe esta clave: <code className="break-all font-mono text-foreground">{secret}</code>
              </Trans>
            </p>
            <FormField label={t`Código de 6 cifras`}>
              {(field) => (
                <Input
                  {...field}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="max-w-40"
                  {...form.register('code')}
                />
              )}
            </FormField>
            {codeError ? (
              <p role="alert" className="text-sm text-destructive">
                {codeError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                <Trans>Activar</Trans>
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEnrolment(null)}>
                <Trans>Cancelar</Trans>
              </Button>
            </div>
          </form>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Al entrar te pediremos, además de la contraseña, un código de 6 cifras que cambia cada 30 segundos.
            </Trans>
          </p>
          {begin.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(begin.error, t`No se pudo empezar la configuración.`)}
            </p>
          ) : null}
          <Button type="button" className="justify-self-start" onClick={start} disabled={begin.isPending}>
            {begin.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            <Trans>Configurar</Trans>
          </Button>
        </>
      )}
      <PasswordPromptDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t`Desactivar la aplicación de autenticación`}
        description={t`Escribe tu contraseña actual. Si no te queda otro segundo factor, tus códigos de recuperación también se borran.`}
        confirmLabel={t`Desactivar`}
        onConfirm={(password) => remove.mutateAsync(password)}
      />
    </section>
  );
}
