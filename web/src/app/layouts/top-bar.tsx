import { Menu } from 'lucide-react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { Button } from '@/components/ui/button';
import { topBarTitle, useCurrentPage } from './page-title';

/**
 * Menu toggle (mobile), the title of the section the page belongs to (decision 025) and the notifications bell, in
 * the person's language.
 */
export function TopBar({ onOpenMenu, onMenuIntent }: { onOpenMenu: () => void; onMenuIntent?: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const title = topBarTitle(pathname, useCurrentPage());
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur lg:px-8">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Open menu`}
        onClick={onOpenMenu}
        onPointerEnter={onMenuIntent}
        onFocus={onMenuIntent}
      >
        <Menu aria-hidden="true" className="!size-5" />
      </Button>
      <p className="flex-1 truncate text-lg font-semibold">{t(title)}</p>
      <NotificationsBell />
    </header>
  );
}
