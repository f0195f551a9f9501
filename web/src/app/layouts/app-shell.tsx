import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadOnIntent } from '@/lib/load-when-idle';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDocumentLanguage } from './page-title';
import { TopBar } from './top-bar';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

/** Tailwind's `lg`, from which the sidebar stands beside the page (below it, the menu button opens it as a panel). */
const SIDEBAR_BESIDE_PAGE = '(min-width: 64rem)';

// The sidebar beside the page is its own chunk, asked for only where it is shown: on a phone (the menu button opens it
// in the slide-in menu) its links, icons and tooltips were bytes of every first screen. Where the screen is wide it
// is asked for as soon as the shell's code runs (start-up loads it with the page's), not once the shell renders.
const loadSidebar = () => import('./sidebar/sidebar');
if (typeof matchMedia === 'function' && matchMedia(SIDEBAR_BESIDE_PAGE).matches)
  void loadSidebar().catch(() => undefined);
const Sidebar = lazyPartOrNotice(() => loadSidebar().then((m) => m.Sidebar));

// The slide-in menu's code (a dialog, its focus trap and scroll lock) is fetched at the first sign the menu is wanted (a
// pointer or a finger on its button, or the focus: a head start on the press) and drawn from its first opening: none
// of it is on a phone's first screen. Fetched once the browser was idle instead, its evaluation was one more task
// after every phone's first paint, for a menu the person may not open.
const loadMobileNav = () => import('./mobile-nav');
const prefetchMobileNav = loadOnIntent(loadMobileNav);
const MobileNav = lazyPartOrNotice(() => loadMobileNav().then((m) => m.MobileNav));

// The idea form and its board load when first opened: evaluating them cost every first screen ~80 ms on a phone.
const IdeaDialog = lazyPartOrNotice(() => import('@/features/ideas/components/idea-dialog').then((m) => m.IdeaDialog));

/**
 * The signed-in shell (spec §2.3): sidebar (slide-in menu on mobile), top bar, page, every screen in the person's
 * language, which `<html lang>` follows (decision 040).
 */
export function AppShell() {
  const { t, i18n } = useLingui();
  useDocumentLanguage(i18n.locale);
  // On a phone the sidebar is not rendered at all, rather than rendered and hidden: its links and icons were a good
  // part of a phone's first render.
  const sidebarBesidePage = useMediaQuery(SIDEBAR_BESIDE_PAGE);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [ideaOpen, setIdeaOpen] = useState(false);
  const [ideaWanted, setIdeaWanted] = useState(false);
  const openIdea = () => {
    setIdeaWanted(true);
    setIdeaOpen(true);
  };

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      {sidebarBesidePage ? (
        <aside aria-label={t`Sidebar`} className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r lg:block">
          <Suspense fallback={null}>
            <Sidebar onSubmitIdea={openIdea} />
          </Suspense>
        </aside>
      ) : null}
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} onSubmitIdea={openIdea} />
        </Suspense>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          onMenuIntent={prefetchMobileNav}
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none lg:px-8 lg:py-8">
          <div className="mx-auto max-w-7xl">
            <Outlet />
          </div>
        </main>
      </div>
      {ideaWanted ? (
        <Suspense fallback={null}>
          <IdeaDialog open={ideaOpen} onOpenChange={setIdeaOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
