import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { notificationsQueryOptions, useMarkAllNotificationsRead } from '../api/notifications';
import { BellButton } from './bell-button';
import { NotificationItem } from './notification-item';

/**
 * The bell with its popover of notifications, open from its first mount: the bell (notifications-bell.tsx) renders
 * it once first pressed, and it then stays.
 */
export function NotificationsPopover() {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const query = useQuery(notificationsQueryOptions());
  const markAllRead = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;
  const { refetch } = query;

  // Opened by the press that mounted it: fresh notifications, as on every opening.
  useEffect(() => {
    void refetch();
  }, [refetch]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void query.refetch();
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-label={t`Notifications`}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="text-sm font-semibold">
            <Trans>Notifications</Trans>
          </h2>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto p-2">
          <ListState
            query={query}
            isEmpty={(data) => data.notifications.length === 0}
            loading={{ label: t`Loading notifications`, rows: 2, rowClassName: 'h-12', className: 'gap-2 p-2' }}
            error={{ title: t`Could not load notifications.` }}
            empty={{ icon: BellOff, title: t`No notifications yet` }}
          >
            {(data) => (
              <ul className="grid gap-1">
                {data.notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onNavigate={() => setOpen(false)}
                  />
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </PopoverContent>
    </Popover>
  );
}
