import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import type { Role } from '@contracts/roles';
import type { ManagedUser } from '@contracts/users';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { SearchInput } from '@/components/search-input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-page';
import { useDeleteUser, useRemoveSecondFactors, useResetPassword, usersQueryOptions, useUpdateUser } from '../api/users';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ALL_ROLES, ROLE_OPTIONS, roleFilterValue, USER_TOASTS } from './user-labels';
import { UserTable } from './user-table';

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface Target {
  open: boolean;
  user: ManagedUser | null;
}
const closed = (target: Target): Target => ({ ...target, open: false });
const failure = (title: string) => (error: Error) => toast({ title, description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });

/**
 * The user table of §2.9 with its search (username or email), role filter and pages; each change is one call,
 * confirmed by a toast or refused with the server's message, and the table refreshes either way.
 */
export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const roleFilterId = useId();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | undefined>(undefined);
  const users = useInfiniteQuery({ ...usersQueryOptions(q, role), placeholderData: (previous) => previous });
  const [toReset, setToReset] = useState<Target>({ open: false, user: null });
  const [toDelete, setToDelete] = useState<Target>({ open: false, user: null });
  const [toUnguard, setToUnguard] = useState<Target>({ open: false, user: null });

  const update = useUpdateUser({
    onSuccess: ({ change, user }) => toast('role' in change ? USER_TOASTS.roleChanged(user, change.role) : user.disabled ? USER_TOASTS.disabled(user) : USER_TOASTS.enabled(user)),
    onError: failure(USER_TOASTS.updateFailed),
  });
  const resetPassword = useResetPassword({
    onSuccess: (user) => {
      toast(USER_TOASTS.passwordReset(user));
      setToReset(closed);
    },
    onError: failure(USER_TOASTS.resetFailed),
  });
  const remove = useDeleteUser({
    onSuccess: (user) => {
      toast(USER_TOASTS.deleted(user));
      setToDelete(closed);
    },
    onError: (error) => {
      failure(USER_TOASTS.deleteFailed)(error);
      setToDelete(closed);
    },
  });
  const removeFactors = useRemoveSecondFactors({
    onSuccess: (user) => {
      toast(USER_TOASTS.secondFactorsRemoved(user));
      setToUnguard(closed);
    },
    onError: (error) => {
      failure(USER_TOASTS.secondFactorsFailed)(error);
      setToUnguard(closed);
    },
  });
  const pendingId = update.isPending ? update.variables.user.id : remove.isPending ? remove.variables.id : null;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput label="Search users" placeholder="Search by username or email" onSearch={setQ} className="flex-1" />
        <div className="grid gap-1.5">
          <Label htmlFor={roleFilterId} className="text-xs text-muted-foreground">
            Role
          </Label>
          <Select value={role ?? ALL_ROLES} onValueChange={(value) => setRole(roleFilterValue(value))}>
            <SelectTrigger id={roleFilterId} className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_ROLES}>All roles</SelectItem>
              {ROLE_OPTIONS.map((option) => (
                <SelectItem key={option.code} value={option.code}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <ListState
        query={users}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        loading={{ label: 'Loading users', rows: 6, rowClassName: 'h-12' }}
        error={{ title: 'Failed to load users', retryLabel: 'Retry' }}
        empty={{ title: q || role ? 'No users match the search' : 'No users yet', icon: UserX }}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          return (
            <div aria-busy={users.isPlaceholderData}>
              <UserTable
                users={items}
                currentUserId={currentUserId}
                pendingId={pendingId}
                onRoleChange={(user, next) => update.mutate({ user, role: next })}
                onToggleDisabled={(user) => update.mutate({ user, disabled: !user.disabled })}
                onResetPassword={(user) => setToReset({ open: true, user })}
                onRemoveSecondFactors={(user) => setToUnguard({ open: true, user })}
                onDelete={(user) => setToDelete({ open: true, user })}
              />
              <LoadMore
                hasMore={users.hasNextPage}
                loading={users.isFetchingNextPage}
                onLoadMore={() => void users.fetchNextPage()}
                status={`Showing ${items.length} of ${totalLabel(data.pages)} users`}
                label="Cargar más"
                loadingLabel="Loading more users"
              />
            </div>
          );
        }}
      </ListState>
      <ResetPasswordDialog
        user={toReset.user}
        open={toReset.open}
        pending={resetPassword.isPending}
        onOpenChange={(open) => setToReset((current) => ({ ...current, open }))}
        onSubmit={(user, password) => resetPassword.mutate({ user, password })}
      />
      <ConfirmDeleteDialog
        open={toUnguard.open && toUnguard.user !== null}
        onOpenChange={(open) => setToUnguard((current) => ({ ...current, open }))}
        pending={removeFactors.isPending}
        onConfirm={() => toUnguard.user && !removeFactors.isPending && removeFactors.mutate(toUnguard.user)}
        title="Remove two-factor sign-in?"
        description={`The authenticator app, passkeys and recovery codes of ${toUnguard.user?.username ?? ''} will be removed and their sessions ended (for someone who lost them). They are told, and can set them up again in Settings.`}
      />
      <ConfirmDeleteDialog
        open={toDelete.open && toDelete.user !== null}
        onOpenChange={(open) => setToDelete((current) => ({ ...current, open }))}
        pending={remove.isPending}
        onConfirm={() => toDelete.user && !remove.isPending && remove.mutate(toDelete.user)}
        title="Delete user?"
        description={`The account ${toDelete.user?.username ?? ''} (${toDelete.user?.email ?? ''}) will be deleted permanently. This cannot be undone.`}
      />
    </div>
  );
}
