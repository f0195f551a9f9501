import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { IMPORT_MESSAGES, SetPasswordSchema } from '@contracts/people-import';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api, getErrorMessage } from '@/lib/api-client';
import { translate } from '@contracts/i18n/texts';

const PASSWORDS_DIFFER = msg`Las contraseñas no coinciden`;

const FormSchema = SetPasswordSchema.pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    // Written when the check fails, in the language active then.
    error: () => i18n._(PASSWORDS_DIFFER),
    path: ['confirm'],
  });
type FormValues = z.infer<typeof FormSchema>;

/** A one-time link's form: the new password twice; then a link to sign in. */
export function SetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { password: '', confirm: '' } });
  const [state, setState] = useState<'form' | 'done' | { error: string }>('form');
  // A token of the wrong shape is no link of ours: say so before the password is typed.
  const tokenValid = SetPasswordSchema.shape.token.safeParse(token).success;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = async ({ password }: FormValues) => {
    try {
      await api.post('/api/auth/set-password', { token, password });
      setState('done');
    } catch (error) {
      setState({ error: getErrorMessage(error, translate(IMPORT_MESSAGES.linkInvalid)) });
    }
  };
  if (state === 'done') {
    return (
      <div role="status" className="grid gap-3">
        <p>
          <Trans>Tu contraseña quedó guardada.</Trans>
        </p>
        <Button asChild>
          <a href="/">
            <Trans>Iniciar sesión</Trans>
          </a>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t`Elegir contraseña`} className="grid gap-4">
      {!tokenValid ? (
        <p role="alert" className="text-destructive">
          {translate(IMPORT_MESSAGES.linkInvalid)}
        </p>
      ) : null}
      {typeof state === 'object' ? (
        <p role="alert" className="text-destructive">
          {state.error}
        </p>
      ) : null}
      <FormField label={t`Nueva contraseña`} required error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label={t`Repite la contraseña`} required error={errors.confirm?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('confirm')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting || !tokenValid}>
        <Trans>Guardar contraseña</Trans>
      </Button>
    </form>
  );
}
