import { KeyRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@contracts/role-names';
import { useLogout } from '@/features/auth/api/use-logout';
import { initialsOf } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TooltipGroup, WithTooltip } from '@/components/ui/tooltip';

/**
 * The signed-in user (email, role label, initials avatar) and, under them, the account and logout buttons. Email and
 * role have the sidebar's width to themselves and wrap rather than being cut, so the user reads them in full; beside
 * the buttons, a school's usual address broke into three lines.
 */
export function SidebarFooter() {
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
          <p className="text-xs break-words text-muted-foreground">{ROLE_LABELS[user.role]}</p>
        </div>
      </div>
      <div className="flex justify-end gap-1">
        {/* Every role reaches its account settings (password) here; the Settings sidebar entry is staff navigation. */}
        <TooltipGroup>
          <WithTooltip label="Account and password" side="top">
            <Button asChild variant="ghost" size="icon">
              <Link to="/settings" aria-label="Account and password">
                <KeyRound aria-hidden="true" />
              </Link>
            </Button>
          </WithTooltip>
          <WithTooltip label="Logout" side="top">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Logout"
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
