import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordSchema } from '@contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const FormSchema = ChangePasswordSchema.extend({ confirm_password: z.string() }).refine((value) => value.new_password === value.confirm_password, {
  error: 'Las contraseñas no coinciden',
  path: ['confirm_password'],
});
type FormValues = z.infer<typeof FormSchema>;

const FIELDS = [
  { name: 'current_password', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'new_password', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirmar nueva contraseña', autoComplete: 'new-password' },
] as const;

/** Change the own password; the server signs out every other session. */
export function ChangePasswordForm() {
  const baseId = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { current_password: '', new_password: '', confirm_password: '' } });

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset();
          toast({ title: 'Contraseña actualizada', description: 'Tus otras sesiones se cerraron.' });
        },
        onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo cambiar la contraseña.'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cambiar contraseña" className="grid max-w-md gap-4">
      {FIELDS.map((field) => {
        const id = `${baseId}-${field.name}`;
        const message = errors[field.name]?.message;
        return (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              {...register(field.name)}
            />
            {message ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}
