import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ResetPasswordSchema, type ResetPassword } from '@contracts/users';
import type { ManagedUser } from '@contracts/users';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { applyServerIssues } from '@/lib/form-errors';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';
import { PASSWORD_FIELD_CODES } from './user-labels';

interface ResetPasswordDialogProps {
  /** The account whose password is set (kept while the dialog fades out). */
  user: ManagedUser | null;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the new password; `onRefused` gets the error of a refusal (a common password goes under the field). */
  onSubmit: (user: ManagedUser, password: string, onRefused: (error: Error) => void) => void;
}

/** 'Reset password': staff set a new one (at least 6 characters); the account's sessions end. */
export function ResetPasswordDialog({ user, open, pending, onOpenChange, onSubmit }: ResetPasswordDialogProps) {
  const { t } = useLingui();
  const username = user?.username;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<ResetPassword>({ resolver: zodResolver(ResetPasswordSchema), defaultValues: { password: '' } });

  useEffect(() => {
    if (open) reset({ password: '' });
  }, [open, reset]);

  return (
    <FormDialog
      open={open && user !== null}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t`Reset password`}
      description={
        <Trans>
          Set a new password for <strong>{username}</strong>. Their open sessions end and they sign in again with it.
        </Trans>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(
          ({ password }) =>
            user &&
            onSubmit(user, password, (error) =>
              applyServerIssues({ setError, getValues }, error, { codes: PASSWORD_FIELD_CODES, focus: true }),
            ),
        )}
        className="grid gap-4"
      >
        <UnsavedChangesGuard dirty={isDirty} />
        <FormField label={t`New password`} required hint={t`At least 6 characters.`} error={errors.password?.message}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
        </FormField>
        <DialogFormFooter
          onCancel={() => onOpenChange(false)}
          pending={pending}
          submitLabel={t`Reset password`}
          pendingLabel={t`Saving...`}
          cancelLabel={t`Cancel`}
        />
      </form>
    </FormDialog>
  );
}
