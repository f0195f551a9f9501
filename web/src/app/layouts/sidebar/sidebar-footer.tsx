import { KeyRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@contracts/role-names';
import { useLogout } from '@/features/auth/api/use-logout';
import { initialsOf } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TooltipGroup, WithTooltip } from '@/components/ui/tooltip';

/**
 * The role's name under the user's email, in the person's language: contracts' ROLE_LABELS, in the app frame's own
 * catalogue (the frame does not load the features' contracts catalogue).
 */
const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  staff: msg`Staff Administrator`,
  teacher: msg`Teacher`,
  student: msg`Student`,
};

/**
 * The signed-in user (email, role label, initials avatar) and, under them, the account and logout buttons. Email and
 * role have the sidebar's width to themselves and wrap rather than being cut, so the user reads them in full; beside
 * the buttons, a school's usual address broke into three lines.
 */
export function SidebarFooter() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <div className="grid gap-2 border-t p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-purple-700 text-sm font-semibold text-white"
        >
          {initialsOf(user.profile?.full_name, user.email)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-all">{user.email}</p>
          <p className="text-xs break-words text-muted-foreground">{t(ROLE_NAMES[user.role])}</p>
        </div>
      </div>
      <div className="flex justify-end gap-1">
        {/* Every role reaches its account settings (password) here; the Settings sidebar entry is staff navigation. */}
        <TooltipGroup>
          <WithTooltip label={t`Account and password`} side="top">
            <Button asChild variant="ghost" size="icon">
              <Link to="/settings" aria-label={t`Account and password`}>
                <KeyRound aria-hidden="true" />
              </Link>
            </Button>
          </WithTooltip>
          <WithTooltip label={t`Logout`} side="top">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Logout`}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" />
            </Button>
          </WithTooltip>
        </TooltipGroup>
      </div>
    </div>
  );
}
