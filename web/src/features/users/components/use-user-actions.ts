import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { ManagedUser } from '@contracts/users';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteUser, useRemoveSecondFactors, useResetPassword, useUpdateUser } from '../api/users';
import { isPasswordRefusal, USER_TOASTS } from './user-labels';
import type { UserActions } from './user-table';

// The last target stays after closing, so a dialog keeps its content while it fades out.
export interface UserTarget {
  open: boolean;
  user: ManagedUser | null;
}
const closed = (target: UserTarget): UserTarget => ({ ...target, open: false });
const failure = (title: string) => (error: Error) =>
  toast({ title, description: getErrorMessage(error, t`Please try again.`), variant: 'destructive' });

/**
 * The changes the user table offers, each one call confirmed by a toast or refused with the server's message: role
 * and access at once, the password reset, the removal of the second factors and the deletion through their dialogs.
 */
export function useUserActions() {
  const [toReset, setToReset] = useState<UserTarget>({ open: false, user: null });
  const [toDelete, setToDelete] = useState<UserTarget>({ open: false, user: null });
  const [toUnguard, setToUnguard] = useState<UserTarget>({ open: false, user: null });

  const update = useUpdateUser({
    onSuccess: ({ change, user }) =>
      toast(
        'role' in change
          ? USER_TOASTS.roleChanged(user, change.role)
          : user.disabled
            ? USER_TOASTS.disabled(user)
            : USER_TOASTS.enabled(user),
      ),
    onError: failure(USER_TOASTS.updateFailed()),
  });
  const resetPassword = useResetPassword({
    onSuccess: (user) => {
      toast(USER_TOASTS.passwordReset(user));
      setToReset(closed);
    },
    // A refused password is said under the dialog's field, not in a toast.
    onError: (error) => {
      if (!isPasswordRefusal(error)) failure(USER_TOASTS.resetFailed())(error);
    },
  });
  const remove = useDeleteUser({
    onSuccess: (user) => {
      toast(USER_TOASTS.deleted(user));
      setToDelete(closed);
    },
    onError: (error) => {
      failure(USER_TOASTS.deleteFailed())(error);
      setToDelete(closed);
    },
  });
  const removeFactors = useRemoveSecondFactors({
    onSuccess: (user) => {
      toast(USER_TOASTS.secondFactorsRemoved(user));
      setToUnguard(closed);
    },
    onError: (error) => {
      failure(USER_TOASTS.secondFactorsFailed())(error);
      setToUnguard(closed);
    },
  });

  const table: UserActions = {
    onRoleChange: (user, next) => update.mutate({ user, role: next }),
    onToggleDisabled: (user) => update.mutate({ user, disabled: !user.disabled }),
    onResetPassword: (user) => setToReset({ open: true, user }),
    onRemoveSecondFactors: (user) => setToUnguard({ open: true, user }),
    onDelete: (user) => setToDelete({ open: true, user }),
  };

  return {
    table,
    /** The account whose change is running. */
    pendingId: update.isPending ? update.variables.user.id : remove.isPending ? remove.variables.id : null,
    toReset,
    setToReset,
    resetPassword,
    toUnguard,
    setToUnguard,
    removeFactors,
    toDelete,
    setToDelete,
    remove,
  };
}

export type UserActionsState = ReturnType<typeof useUserActions>;
