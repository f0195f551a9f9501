import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CurrentPasswordSchema, type CurrentPasswordInput } from '@contracts/two-factor';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';

interface PasswordPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the change with the password typed; a refusal is shown in the dialog, which stays open. */
  onConfirm: (currentPassword: string) => Promise<unknown>;
}

/**
 * Asks the current password before a change of one's second factors (a session left open is not enough); checked by
 * the contract's CurrentPasswordSchema. Its message, and any refusal, stays under the field until the next try.
 */
export function PasswordPromptDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: PasswordPromptDialogProps) {
  const { t } = useLingui();
  const form = useForm<CurrentPasswordInput>({
    resolver: zodResolver(CurrentPasswordSchema),
    defaultValues: { current_password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    register,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const change = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const submit = async ({ current_password }: CurrentPasswordInput) => {
    try {
      await onConfirm(current_password);
      change(false);
    } catch (caught) {
      if (!applyServerIssues(form, caught))
        setError('current_password', {
          type: 'server',
          message: getErrorMessage(caught, t`No se pudo hacer el cambio.`),
        });
    }
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
          <FormField label={t`Contraseña actual`} error={errors.current_password?.message} announce>
            {(field) => (
              <Input {...field} type="password" autoComplete="current-password" {...register('current_password')} />
            )}
          </FormField>
          <DialogFormFooter
            onCancel={() => change(false)}
            pending={isSubmitting}
            submitLabel={confirmLabel}
            submitVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
