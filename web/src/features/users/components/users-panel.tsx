import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Role } from '@contracts/roles';
import { usersQueryOptions } from '../api/users';
import { useUserActions } from './use-user-actions';
import { UserActionDialogs } from './user-action-dialogs';
import { UserTable } from './user-table';
import { UsersToolbar } from './users-toolbar';

/**
 * The user table of §2.9 with its search (name, username or email), role filter and pages; each change is one call,
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
      <UserTable
        users={users}
        filtered={Boolean(q || role)}
        currentUserId={currentUserId}
        pendingId={actions.pendingId}
        {...actions.table}
      />
      <UserActionDialogs actions={actions} />
    </div>
  );
}
