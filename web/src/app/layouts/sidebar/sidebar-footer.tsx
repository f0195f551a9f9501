import { KeyRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@contracts/roles';
import { useLogout } from '@/features/auth/api/use-logout';
import { initialsOf } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';

/** The signed-in user (email, role label, initials avatar) and the logout button. */
export function SidebarFooter() {
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <div className="flex items-center gap-3 border-t p-4">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-purple-700 text-sm font-semibold text-white"
      >
        {initialsOf(user.profile?.full_name, user.email)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={user.email}>
          {user.email}
        </p>
        <p className="truncate text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</p>
      </div>
      {/* Every role reaches its account settings (password) here; the Settings sidebar entry is staff navigation. */}
      <WithTooltip label="Cuenta y contraseña" side="top">
        <Button asChild variant="ghost" size="icon">
          <Link to="/settings" aria-label="Cuenta y contraseña">
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
    </div>
  );
}
