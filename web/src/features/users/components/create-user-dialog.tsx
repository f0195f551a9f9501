import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisterSchema, type RegisterInput } from '@contracts/auth';
import { CatalogueSelect } from '@/components/catalogue-select';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateUser } from '../api/users';
import { isPasswordRefusal, PASSWORD_FIELD_CODES, ROLE_OPTIONS, USER_TOASTS } from './user-labels';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';

type FormValues = z.input<typeof RegisterSchema>;
const EMPTY: FormValues = { username: '', email: '', password: '', role: 'teacher' };

interface CreateUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Create New User' (§2.9, §5): username, email, password and role (teacher by default), checked by the
 * contract's RegisterSchema so the messages are the specification's; a taken email or username is marked on its
 * field with the server's message.
 */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const { t } = useLingui();
  const form = useForm<FormValues, unknown, RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    reset,
    setError,
    formState: { errors },
  } = form;
  const create = useCreateUser({
    onSuccess: (user) => {
      toast(USER_TOASTS.created(user.username));
      reset(EMPTY);
      onOpenChange(false);
    },
    onError: (error) => {
      const message = getErrorMessage(error, t`Please try again.`);
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN')
        setError('email', { type: 'server', message }, { shouldFocus: true });
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN')
        setError('username', { type: 'server', message }, { shouldFocus: true });
      // A common password is said under its field only.
      if (applyServerIssues(form, error, { codes: PASSWORD_FIELD_CODES, focus: true }) && isPasswordRefusal(error))
        return;
      toast({ title: USER_TOASTS.createFailed(), description: message, variant: 'destructive' });
    },
  });

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t`Create New User`}
      description={t`The account signs in with this email and password. Teachers and students get an empty profile.`}
    >
      <form noValidate onSubmit={form.handleSubmit((input) => create.mutate(input))} className="grid gap-4">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <FormField label={t`Username`} required error={errors.username?.message}>
          {(field) => <Input {...field} autoComplete="off" maxLength={64} {...register('username')} />}
        </FormField>
        <FormField label={t`Email`} required error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
        </FormField>
        <FormField label={t`Password`} required hint={t`At least 6 characters.`} error={errors.password?.message}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField label={t`Role`} required error={errors.role?.message}>
          {(field) => (
            <Controller
              control={control}
              name="role"
              render={({ field: select }) => (
                <CatalogueSelect
                  {...field}
                  ref={select.ref}
                  entries={ROLE_OPTIONS}
                  value={typeof select.value === 'string' ? select.value : ''}
                  onValueChange={select.onChange}
                  onBlur={select.onBlur}
                  placeholder={t`Select a role`}
                  disabled={create.isPending}
                />
              )}
            />
          )}
        </FormField>
        <DialogFormFooter
          onCancel={() => close(false)}
          pending={create.isPending}
          submitLabel={t`Create User`}
          pendingLabel={t`Creating...`}
          cancelLabel={t`Cancel`}
        />
      </form>
    </FormDialog>
  );
}
