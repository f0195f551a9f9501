import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordSchema } from '@contracts/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useChangePassword } from '../api/change-password';

const FormSchema = ChangePasswordSchema.extend({ confirm_password: z.string() }).refine(
  (value) => value.new_password === value.confirm_password,
  {
    error: () => t`Las contraseñas no coinciden`,
    path: ['confirm_password'],
  },
);
type FormValues = z.infer<typeof FormSchema>;

const FIELDS = [
  { name: 'current_password', label: msg`Contraseña actual`, autoComplete: 'current-password' },
  { name: 'new_password', label: msg`Nueva contraseña`, autoComplete: 'new-password' },
  { name: 'confirm_password', label: msg`Confirmar nueva contraseña`, autoComplete: 'new-password' },
] as const;

/** Change the own password; the server signs out every other session. */
export function ChangePasswordForm() {
  const { i18n } = useLingui();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset();
          toast({ title: t`Contraseña actualizada`, description: t`Tus otras sesiones se cerraron.` });
        },
        onError: (error) => {
          // A common new password is said under its field only.
          const codes = { PASSWORD_TOO_COMMON: 'new_password' } as const;
          if (error instanceof ApiError && error.code === 'PASSWORD_TOO_COMMON')
            return void applyServerIssues({ setError, getValues }, error, { codes, focus: true });
          toast({
            title: t`Error`,
            description: getErrorMessage(error, t`No se pudo cambiar la contraseña.`),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={i18n._(msg`Cambiar contraseña`)} className="grid max-w-md gap-4">
      {FIELDS.map((field) => (
        <FormField key={field.name} label={i18n._(field.label)} error={errors[field.name]?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete={field.autoComplete} {...register(field.name)} />
          )}
        </FormField>
      ))}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? <Trans>Guardando...</Trans> : <Trans>Cambiar contraseña</Trans>}
      </Button>
    </form>
  );
}
