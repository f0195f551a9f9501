import { Lightbulb } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { APP_NAME } from '@contracts/constants';
import { APP_VERSION_LABEL } from '@/config/ui';
import { BrandMark } from '@/components/brand-mark';
import { useCurrentUser } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

interface SidebarProps {
  onSubmitIdea: () => void;
  /** Called when an entry is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

/** Brand, the navigation of what the user may do, the idea button and the user footer (spec §2.3). */
export function Sidebar({ onSubmitIdea, onNavigate }: SidebarProps) {
  const user = useCurrentUser();
  return (
    <div className="flex h-full flex-col bg-sidebar">
      <div className="flex items-center gap-3 px-5 py-5">
        <BrandMark />
        <div className="min-w-0">
          <p className="truncate font-semibold">{APP_NAME}</p>
          <p className="text-xs text-muted-foreground">{APP_VERSION_LABEL}</p>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-2">
        <SidebarNav can={user.can} onNavigate={onNavigate} />
      </div>
      <div className="px-3 pb-3">
        <Button variant="outline" className="w-full justify-start" onClick={onSubmitIdea}>
          <Lightbulb aria-hidden="true" className="text-amber-500" />
          <Trans>Submit Idea / Suggestion</Trans>
        </Button>
      </div>
      <SidebarFooter />
    </div>
  );
}
