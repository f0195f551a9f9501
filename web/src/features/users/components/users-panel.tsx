import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import type { Role } from '@contracts/roles';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { totalLabel } from '@/lib/api-page';
import { usersQueryOptions } from '../api/users';
import { useUserActions } from './use-user-actions';
import { UserActionDialogs } from './user-action-dialogs';
import { UserTable } from './user-table';
import { UsersToolbar } from './users-toolbar';

/**
 * The user table of §2.9 with its search (username or email), role filter and pages; each change is one call,
 * confirmed by a toast or refused with the server's message, and the table refreshes either way.
 */
export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | undefined>(undefined);
  const users = useInfiniteQuery({ ...usersQueryOptions(q, role), placeholderData: (previous) => previous });
  const actions = useUserActions();

  return (
    <div className="grid grid-cols-1 gap-4">
      <UsersToolbar role={role} onRoleChange={setRole} onSearch={setQ} />
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
              <UserTable users={items} currentUserId={currentUserId} pendingId={actions.pendingId} {...actions.table} />
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
      <UserActionDialogs actions={actions} />
    </div>
  );
}
