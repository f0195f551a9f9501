import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Info, KeyRound, Power, PowerOff, ShieldOff, Trash2 } from 'lucide-react';
import type { Role } from '@contracts/roles';
import type { ManagedUser } from '@contracts/users';
import { translate } from '@contracts/i18n/texts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { WithTooltip } from '@/components/ui/tooltip';
import { IconAction } from '@/components/icon-action';
import { lockedReason, ROLE_OPTIONS } from './user-labels';

export interface UserActions {
  onRoleChange: (user: ManagedUser, role: Role) => void;
  onToggleDisabled: (user: ManagedUser) => void;
  onResetPassword: (user: ManagedUser) => void;
  onRemoveSecondFactors: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
}

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
  pending,
  onRoleChange,
}: {
  user: ManagedUser;
  pending: boolean;
  onRoleChange: UserActions['onRoleChange'];
}) {
  const { t } = useLingui();
  const reasonId = useId();
  const username = user.username;
  const reason = lockedReason(user, 'change_role');
  return (
    <div className="flex items-center gap-1">
      <Select
        value={user.role}
        onValueChange={(role) => role !== user.role && onRoleChange(user, role as Role)}
        disabled={pending || reason !== null}
      >
        <SelectTrigger
          aria-label={t`Role of ${username}`}
          aria-describedby={reason ? reasonId : undefined}
          className="h-8 w-auto max-w-full min-w-36"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLE_OPTIONS.map((option) => (
            <SelectItem key={option.code} value={option.code}>
              {translate(option.label)}
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
 * The row's role select and its buttons: enable or disable, reset password, remove two-factor, delete; each offered
 * as the account's `can` says.
 */
export function UserRowActions({
  user,
  pending,
  onRoleChange,
  onToggleDisabled,
  onResetPassword,
  onRemoveSecondFactors,
  onDelete,
}: UserActions & { user: ManagedUser; pending: boolean }) {
  const { t } = useLingui();
  const username = user.username;
  const disableReason = lockedReason(user, 'disable');
  const deleteReason = lockedReason(user, 'delete');
  return (
    <div className="flex flex-wrap items-center gap-0.5">
      <RoleSelect user={user} pending={pending} onRoleChange={onRoleChange} />
      {disableReason ? null : (
        <IconAction
          tooltip={user.disabled ? t`Enable` : t`Disable`}
          name={user.disabled ? t`Enable ${username}` : t`Disable ${username}`}
          icon={user.disabled ? Power : PowerOff}
          onClick={() => onToggleDisabled(user)}
          disabled={pending}
        />
      )}
      {user.can.reset_password ? (
        <IconAction
          tooltip={t`Reset password`}
          name={t`Reset password of ${username}`}
          icon={KeyRound}
          onClick={() => onResetPassword(user)}
          disabled={pending}
        />
      ) : null}
      {!user.can.remove_second_factors ? null : (
        <IconAction
          tooltip={t`Remove two-factor`}
          name={t`Remove two-factor sign-in of ${username}`}
          icon={ShieldOff}
          onClick={() => onRemoveSecondFactors(user)}
          disabled={pending}
        />
      )}
      {deleteReason ? null : (
        <IconAction
          tooltip={t`Delete`}
          name={t`Delete ${username}`}
          icon={Trash2}
          onClick={() => onDelete(user)}
          disabled={pending}
          className="text-destructive hover:text-destructive"
        />
      )}
    </div>
  );
}
