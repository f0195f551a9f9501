import type { ColumnDef } from '@tanstack/react-table';
import { UserX } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@contracts/role-names';
import type { ManagedUser } from '@contracts/users';
import { DataTable, type PagedTableQuery } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { UserCard } from './user-card';
import { UserRowActions, type UserActions } from './user-row-actions';

export type { UserActions };

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
      cell: ({ row }) => formatDate(row.original.created_at, 'en'),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <UserRowActions user={row.original} pending={pendingId === row.original.id} {...actions} />,
      meta: { cellClassName: 'py-2' },
    },
  ];
}

/** Username, email, role, status, created date and the row's actions, a page at a time; a card per user on a phone. */
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
      renderCard={(user) => (
        <UserCard user={user} currentUserId={currentUserId} pending={pendingId === user.id} {...actions} />
      )}
      loading={{ label: 'Loading users', rows: 6, rowClassName: 'h-12' }}
      error={{ title: 'Failed to load users', retryLabel: 'Retry' }}
      empty={{ title: filtered ? 'No users match the search' : 'No users yet', icon: UserX }}
      status={(shown, total) => `Showing ${shown} of ${total} users`}
      more={{ label: 'Load more', loadingLabel: 'Loading more users' }}
    />
  );
}
