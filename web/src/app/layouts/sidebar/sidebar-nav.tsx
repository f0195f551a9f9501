import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { SessionAbilities } from '@contracts/auth';
import { cn } from '@/lib/utils';
import { navSections, type NavSection } from './nav-items';

function Section({
  section,
  pathname,
  onNavigate,
}: {
  section: NavSection;
  pathname: string;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <div className="grid gap-1">
      {section.title ? (
        <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {t(section.title)}
        </h2>
      ) : null}
      <ul className="grid gap-0.5" aria-labelledby={section.title ? headingId : undefined}>
        {section.items.map((item) => {
          const active = item.isActive(pathname);
          const Icon = item.icon;
          return (
            <li key={`${item.to} ${item.label.id}`}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                  active ? 'bg-primary/10 text-primary' : 'text-sidebar-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The navigation of what the user may do (`can`); active entries, nested pages too, carry aria-current="page". */
export function SidebarNav({ can, onNavigate }: { can: SessionAbilities; onNavigate?: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t`Main navigation`} className="grid gap-6">
      {navSections(can).map((section, index) => (
        <Section key={section.title?.id ?? index} section={section} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
