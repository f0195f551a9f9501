import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadOnIntent, whenIdle } from '@/lib/load-when-idle';
import { notificationsQueryOptions } from '../api/notifications';
import { BellButton } from './bell-button';

const loadPopover = () => import('./notifications-popover');
/** Fetches the popover's code ahead of the first press, once; a failure is left for that press to meet. */
const prefetchPopover = loadOnIntent(loadPopover);

/** The bell alone, where the popover's code could not be fetched (offline, a stale chunk after a deploy). */
function BellWithoutPopover() {
  const query = useQuery(notificationsQueryOptions());
  return <BellButton unread={query.data?.unreadCount ?? 0} aria-expanded={false} />;
}

const NotificationsPopover = lazy(() =>
  loadPopover().then(
    (m) => ({ default: m.NotificationsPopover }),
    () => ({ default: BellWithoutPopover }),
  ),
);

/**
 * The top bar's bell: its unread dot, and the popover of notifications from its first press. The notifications are
 * asked for once the browser is idle after the first screen (or at the first press), so the page's own content and
 * its queries go first on a phone's slow network. The popover's code (Radix's popover, its positioning and focus
 * handling) is not part of the first screen either: it is fetched as a pointer, a finger or the focus reaches the
 * bell (fetched when the browser was idle instead, its evaluation was one more task after every first paint).
 */
export function NotificationsBell() {
  const [idle, setIdle] = useState(false);
  const [pressed, setPressed] = useState(false);
  const query = useQuery({ ...notificationsQueryOptions(), enabled: idle || pressed });
  const unread = query.data?.unreadCount ?? 0;
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
      }),
    [],
  );

  if (!pressed) {
    return (
      <BellButton
        unread={unread}
        aria-expanded={false}
        onPointerEnter={prefetchPopover}
        onFocus={prefetchPopover}
        onClick={() => setPressed(true)}
      />
    );
  }
  return (
    <Suspense fallback={<BellButton unread={unread} aria-expanded={false} />}>
      <NotificationsPopover />
    </Suspense>
  );
}
