import { useId } from 'react';
import { Info, KeyRound, Power, PowerOff, ShieldOff, Trash2 } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@contracts/roles';
import type { ManagedUser } from '@contracts/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { WithTooltip } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { lockedReason, ROLE_OPTIONS } from './user-labels';

export interface UserActions {
  onRoleChange: (user: ManagedUser, role: Role) => void;
  onToggleDisabled: (user: ManagedUser) => void;
  onResetPassword: (user: ManagedUser) => void;
  onRemoveSecondFactors: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
}

interface UserTableProps extends UserActions {
  users: ManagedUser[];
  currentUserId: number;
  /** The account whose change is running: its controls wait. */
  pendingId: number | null;
}

const ROLE_BADGE: Record<Role, 'default' | 'secondary' | 'outline'> = {
  staff: 'default',
  teacher: 'secondary',
  student: 'outline',
};

/** Why an action is not offered: a focusable icon whose tooltip and name give the reason. */
function Locked({ reason }: { reason: string }) {
  return (
    <WithTooltip label={reason}>
      <button
        type="button"
        aria-label={reason}
        className="rounded-sm p-1 text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
    </WithTooltip>
  );
}

function RoleSelect({
  user,
  currentUserId,
  pending,
  onRoleChange,
}: {
  user: ManagedUser;
  currentUserId: number;
  pending: boolean;
  onRoleChange: UserActions['onRoleChange'];
}) {
  const reasonId = useId();
  const reason = lockedReason(user, currentUserId, 'role');
  return (
    <div className="flex items-center gap-1">
      <Select
        value={user.role}
        onValueChange={(role) => role !== user.role && onRoleChange(user, role as Role)}
        disabled={pending || reason !== null}
      >
        <SelectTrigger
          aria-label={`Role of ${user.username}`}
          aria-describedby={reason ? reasonId : undefined}
          className="h-8 w-36"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLE_OPTIONS.map((option) => (
            <SelectItem key={option.code} value={option.code}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {reason ? (
        <>
          <span id={reasonId} className="sr-only">
            {reason}
          </span>
          <Locked reason={reason} />
        </>
      ) : null}
    </div>
  );
}

/**
 * Username, email, role, status, created date and the row's actions; scrolls sideways inside its frame on phones,
 * which is focusable so a keyboard can scroll it too.
 */
export function UserTable({
  users,
  currentUserId,
  pendingId,
  onRoleChange,
  onToggleDisabled,
  onResetPassword,
  onRemoveSecondFactors,
  onDelete,
}: UserTableProps) {
  return (
    <div
      role="region"
      aria-label="Users table"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-medium">
              Username
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Email
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Role
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Created
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => {
            const pending = pendingId === user.id;
            const own = user.id === currentUserId;
            const disableReason = lockedReason(user, currentUserId, 'disable');
            const deleteReason = lockedReason(user, currentUserId, 'delete');
            return (
              <tr key={user.id} aria-busy={pending} className="hover:bg-muted/30">
                <th
                  scope="row"
                  className="max-w-44 truncate px-3 py-3 text-left font-medium whitespace-nowrap"
                  title={user.username}
                >
                  {user.username}
                  {own ? <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span> : null}
                </th>
                <td className="max-w-48 truncate px-3 py-3" title={user.email}>
                  {user.email}
                </td>
                <td className="px-3 py-3">
                  <Badge variant={ROLE_BADGE[user.role]}>{ROLE_LABELS[user.role]}</Badge>
                </td>
                <td className="px-3 py-3">
                  <Badge variant={user.disabled ? 'destructive' : 'success'}>
                    {user.disabled ? 'Disabled' : 'Active'}
                  </Badge>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDate(user.created_at)}</td>
                <td className="px-3 py-2">
                  <div className="flex items-center gap-0.5">
                    <RoleSelect
                      user={user}
                      currentUserId={currentUserId}
                      pending={pending}
                      onRoleChange={onRoleChange}
                    />
                    {disableReason ? null : (
                      <WithTooltip label={user.disabled ? 'Enable' : 'Disable'}>
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={pending}
                          onClick={() => onToggleDisabled(user)}
                          aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
                        >
                          {user.disabled ? <Power aria-hidden="true" /> : <PowerOff aria-hidden="true" />}
                        </Button>
                      </WithTooltip>
                    )}
                    <WithTooltip label="Reset password">
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={pending}
                        onClick={() => onResetPassword(user)}
                        aria-label={`Reset password of ${user.username}`}
                      >
                        <KeyRound aria-hidden="true" />
                      </Button>
                    </WithTooltip>
                    {user.id === currentUserId ? null : (
                      <WithTooltip label="Remove two-factor">
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={pending}
                          onClick={() => onRemoveSecondFactors(user)}
                          aria-label={`Remove two-factor sign-in of ${user.username}`}
                        >
                          <ShieldOff aria-hidden="true" />
                        </Button>
                      </WithTooltip>
                    )}
                    {deleteReason ? null : (
                      <WithTooltip label="Delete">
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={pending}
                          onClick={() => onDelete(user)}
                          aria-label={`Delete ${user.username}`}
                          className="text-destructive hover:text-destructive"
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </WithTooltip>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
