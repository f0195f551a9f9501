import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ResetPasswordSchema, type ResetPassword } from '@contracts/users';
import type { ManagedUser } from '@contracts/users';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

interface ResetPasswordDialogProps {
  /** The account whose password is set (kept while the dialog fades out). */
  user: ManagedUser | null;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (user: ManagedUser, password: string) => void;
}

/** 'Reset password': staff set a new one (at least 6 characters); the account's sessions end. */
export function ResetPasswordDialog({ user, open, pending, onOpenChange, onSubmit }: ResetPasswordDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ResetPassword>({ resolver: zodResolver(ResetPasswordSchema), defaultValues: { password: '' } });

  useEffect(() => {
    if (open) reset({ password: '' });
  }, [open, reset]);

  return (
    <Dialog open={open && user !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset password</DialogTitle>
          <DialogDescription>
            Set a new password for <strong>{user?.username}</strong>. Their open sessions end and they sign in again
            with it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={handleSubmit(({ password }) => user && onSubmit(user, password))}
          className="grid gap-4"
        >
          <FormField label="New password" required hint="At least 6 characters." error={errors.password?.message}>
            {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Reset password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
