import { Menu } from 'lucide-react';
import { useLocation } from 'react-router';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { Button } from '@/components/ui/button';
import { topBarTitle, useCurrentPage } from './page-title';

/**
 * Menu toggle (mobile), the title of the section the page belongs to (decision 025) and the notifications bell. The
 * bar is English like the sidebar (spec §2.3); a Spanish page name in it carries `lang="es"`.
 */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const title = topBarTitle(pathname, useCurrentPage());
  return (
    <header
      lang="en"
      className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur lg:px-8"
    >
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu aria-hidden="true" className="!size-5" />
      </Button>
      <p lang={title.lang} className="flex-1 truncate text-lg font-semibold">
        {title.text}
      </p>
      <NotificationsBell />
    </header>
  );
}
