import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage } from '@contracts/languages';
import { ROLE_LABELS } from '@contracts/role-names';
import type { ManagedUser } from '@contracts/users';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { UserRowActions, type UserActions } from './user-row-actions';

/** A user on a phone: username and email whole, role, status and created date, then the row's actions. */
export function UserCard({
  user,
  currentUserId,
  pending,
  ...actions
}: UserActions & { user: ManagedUser; currentUserId: number; pending: boolean }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="grid min-w-0 gap-1">
        <span className="font-medium [overflow-wrap:anywhere]">
          {user.username}
          {user.id === currentUserId ? (
            <span className="ml-1 text-xs font-normal text-muted-foreground">
              <Trans>(you)</Trans>
            </span>
          ) : null}
        </span>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">{user.email}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>Role</Trans>
        </dt>
        <dd>{i18n._(ROLE_LABELS[user.role])}</dd>
        <dt className="text-muted-foreground">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge variant={user.disabled ? 'destructive' : 'success'}>
            {user.disabled ? <Trans>Disabled</Trans> : <Trans>Active</Trans>}
          </Badge>
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Created</Trans>
        </dt>
        <dd>{formatDate(user.created_at, isLanguage(i18n.locale) ? i18n.locale : 'es')}</dd>
      </dl>
      <UserRowActions user={user} pending={pending} {...actions} />
    </>
  );
}
