import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage } from '@contracts/languages';
import type { ColumnDef } from '@tanstack/react-table';
import { UserX } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@contracts/role-names';
import type { ManagedUser } from '@contracts/users';
import { DataTable, type PagedTableQuery } from '@/components/data-table/data-table';
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
  i18n: I18n,
): ColumnDef<ManagedUser, unknown>[] {
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'es';
  return [
    {
      id: 'username',
      header: i18n._(msg`Username`),
      cell: ({ row }) => (
        <>
          {row.original.username}
          {row.original.id === currentUserId ? (
            <span className="ml-1 text-xs font-normal text-muted-foreground">
              <Trans>(you)</Trans>
            </span>
          ) : null}
        </>
      ),
      // Whole, wrapped anywhere when long (a cut name could not be read at any width).
      meta: { rowHeader: true, cellClassName: 'max-w-56 text-left font-medium [overflow-wrap:anywhere]' },
    },
    {
      id: 'email',
      header: i18n._(msg`Email`),
      cell: ({ row }) => row.original.email,
      meta: { cellClassName: 'max-w-64 [overflow-wrap:anywhere]' },
    },
    {
      id: 'role',
      header: i18n._(msg`Role`),
      cell: ({ row }) => (
        <Badge variant={ROLE_BADGE[row.original.role]}>{i18n._(ROLE_LABELS[row.original.role])}</Badge>
      ),
    },
    {
      id: 'status',
      header: i18n._(msg`Status`),
      cell: ({ row }) => (
        <Badge variant={row.original.disabled ? 'destructive' : 'success'}>
          {row.original.disabled ? <Trans>Disabled</Trans> : <Trans>Active</Trans>}
        </Badge>
      ),
    },
    {
      id: 'created',
      header: i18n._(msg`Created`),
      cell: ({ row }) => formatDate(row.original.created_at, lang),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'actions',
      header: i18n._(msg`Actions`),
      cell: ({ row }) => <UserRowActions user={row.original} pending={pendingId === row.original.id} {...actions} />,
      meta: { cellClassName: 'py-2' },
    },
  ];
}

/** Username, email, role, status, created date and the row's actions, a page at a time; a card per user on a phone. */
export function UserTable({ users, filtered, currentUserId, pendingId, ...actions }: UserTableProps) {
  const { t, i18n } = useLingui();
  return (
    <DataTable
      query={users}
      columns={userColumns(currentUserId, pendingId, actions, i18n)}
      rowKey={(user) => user.id}
      caption={t`Users`}
      look="admin"
      region={t`Users table`}
      tableClassName="min-w-[52rem]"
      rowBusy={(user) => pendingId === user.id}
      renderCard={(user) => (
        <UserCard user={user} currentUserId={currentUserId} pending={pendingId === user.id} {...actions} />
      )}
      loading={{ label: t`Loading users`, rows: 6, rowClassName: 'h-12' }}
      error={{ title: t`Failed to load users`, retryLabel: t`Retry` }}
      empty={{ title: filtered ? t`No users match the search` : t`No users yet`, icon: UserX }}
      status={(shown, total) => t`Showing ${shown} of ${total} users`}
      more={{ label: t`Load more`, loadingLabel: t`Loading more users` }}
    />
  );
}
