import { useId } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Info, KeyRound, Power, PowerOff, ShieldOff, Trash2, UserX } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@contracts/roles';
import type { ManagedUser } from '@contracts/users';
import { DataTable, type PagedTableQuery } from '@/components/data-table';
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
  users: PagedTableQuery<ManagedUser>;
  /** A search or role filter is on (the empty state says so). */
  filtered: boolean;
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

/** The row's role select and its buttons: enable or disable, reset password, remove two-factor, delete. */
function UserRowActions({
  user,
  currentUserId,
  pending,
  onRoleChange,
  onToggleDisabled,
  onResetPassword,
  onRemoveSecondFactors,
  onDelete,
}: UserActions & { user: ManagedUser; currentUserId: number; pending: boolean }) {
  const disableReason = lockedReason(user, currentUserId, 'disable');
  const deleteReason = lockedReason(user, currentUserId, 'delete');
  return (
    <div className="flex items-center gap-0.5">
      <RoleSelect user={user} currentUserId={currentUserId} pending={pending} onRoleChange={onRoleChange} />
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
  );
}

function userColumns(
  currentUserId: number,
  pendingId: number | null,
  actions: UserActions,
): ColumnDef<ManagedUser, unknown>[] {
  return [
    {
      id: 'username',
      header: 'Username',
      cell: ({ row }) => (
        <>
          {row.original.username}
          {row.original.id === currentUserId ? (
            <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>
          ) : null}
        </>
      ),
      // Whole, wrapped anywhere when long (a cut name could not be read at any width).
      meta: { rowHeader: true, cellClassName: 'max-w-56 text-left font-medium [overflow-wrap:anywhere]' },
    },
    {
      id: 'email',
      header: 'Email',
      cell: ({ row }) => row.original.email,
      meta: { cellClassName: 'max-w-64 [overflow-wrap:anywhere]' },
    },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) => <Badge variant={ROLE_BADGE[row.original.role]}>{ROLE_LABELS[row.original.role]}</Badge>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <Badge variant={row.original.disabled ? 'destructive' : 'success'}>
          {row.original.disabled ? 'Disabled' : 'Active'}
        </Badge>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <UserRowActions
          user={row.original}
          currentUserId={currentUserId}
          pending={pendingId === row.original.id}
          {...actions}
        />
      ),
      meta: { cellClassName: 'py-2' },
    },
  ];
}

/**
 * Username, email, role, status, created date and the row's actions, a page at a time; scrolls sideways inside its
 * frame on phones, which is focusable so a keyboard can scroll it too.
 */
export function UserTable({ users, filtered, currentUserId, pendingId, ...actions }: UserTableProps) {
  return (
    <DataTable
      query={users}
      columns={userColumns(currentUserId, pendingId, actions)}
      rowKey={(user) => user.id}
      caption="Users"
      look="admin"
      region="Users table"
      tableClassName="min-w-[52rem]"
      rowBusy={(user) => pendingId === user.id}
      loading={{ label: 'Loading users', rows: 6, rowClassName: 'h-12' }}
      error={{ title: 'Failed to load users', retryLabel: 'Retry' }}
      empty={{ title: filtered ? 'No users match the search' : 'No users yet', icon: UserX }}
      status={(shown, total) => `Showing ${shown} of ${total} users`}
      more={{ label: 'Cargar más', loadingLabel: 'Loading more users' }}
    />
  );
}
