import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  PASSWORD_RESET_TTL_MINUTES,
  PasswordResetRequestSchema,
  type PasswordResetRequest,
} from '@contracts/password-reset';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { api, getErrorMessage } from '@/lib/api-client';
import type { LazyDialogProps } from './dialog-link';

/**
 * The email of the account; the server answers the same whether or not it exists, and that answer is shown
 * in place of the form.
 */
export function ForgotPasswordDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { t } = useLingui();
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  const [answer, setAnswer] = useState<{ message: string } | { error: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      setAnswer(await api.post<{ message: string }>('/api/auth/password-reset', values));
    } catch (error) {
      setAnswer({ error: getErrorMessage(error, t`No se pudo enviar la solicitud. Inténtalo de nuevo.`) });
    }
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setAnswer(null);
      reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Forgot your password?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva (sirve una vez,
              durante {minutes} minutos).
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {answer && 'message' in answer ? (
          <div className="grid gap-4">
            <p role="status">{answer.message}</p>
            <Button type="button" onClick={() => close(false)}>
              <Trans>Volver a iniciar sesión</Trans>
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="grid gap-4"
            aria-label={t`Pedir un enlace para elegir contraseña`}
          >
            {answer ? (
              <p role="alert" className="text-sm text-destructive">
                {answer.error}
              </p>
            ) : null}
            <FormField label={t`Email`} required error={errors.email?.message}>
              {(control) => (
                <Input {...control} type="email" autoComplete="username" inputMode="email" {...register('email')} />
              )}
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              <Trans>Enviar enlace</Trans>
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
