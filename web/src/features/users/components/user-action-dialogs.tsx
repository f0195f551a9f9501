import { useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import type { UserActionsState } from './use-user-actions';

/** The dialogs the user table opens: the password reset, and the confirmations of removing two-factor sign-in and of deleting. */
export function UserActionDialogs({ actions }: { actions: UserActionsState }) {
  const { t } = useLingui();
  const { toReset, setToReset, resetPassword, toUnguard, setToUnguard, removeFactors, toDelete, setToDelete, remove } =
    actions;
  const unguarded = toUnguard.user?.username ?? '';
  const deleted = toDelete.user?.username ?? '';
  const deletedEmail = toDelete.user?.email ?? '';
  return (
    <>
      <ResetPasswordDialog
        user={toReset.user}
        open={toReset.open}
        pending={resetPassword.isPending}
        onOpenChange={(open) => setToReset((current) => ({ ...current, open }))}
        onSubmit={(user, password, onRefused) => resetPassword.mutate({ user, password }, { onError: onRefused })}
      />
      <ConfirmDeleteDialog
        open={toUnguard.open && toUnguard.user !== null}
        onOpenChange={(open) => setToUnguard((current) => ({ ...current, open }))}
        pending={removeFactors.isPending}
        onConfirm={() => toUnguard.user && !removeFactors.isPending && removeFactors.mutate(toUnguard.user)}
        title={t`Remove two-factor sign-in?`}
        description={t`The authenticator app, passkeys and recovery codes of ${unguarded} will be removed and their sessions ended (for someone who lost them). They are told, and can set them up again in Settings.`}
      />
      <ConfirmDeleteDialog
        open={toDelete.open && toDelete.user !== null}
        onOpenChange={(open) => setToDelete((current) => ({ ...current, open }))}
        pending={remove.isPending}
        onConfirm={() => toDelete.user && !remove.isPending && remove.mutate(toDelete.user)}
        title={t`Delete user?`}
        description={t`The account ${deleted} (${deletedEmail}) will be deleted permanently. This cannot be undone.`}
      />
    </>
  );
}
