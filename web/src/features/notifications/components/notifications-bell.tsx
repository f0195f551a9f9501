import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { notificationsQueryOptions, useMarkAllNotificationsRead } from '../api/notifications';
import { NotificationItem } from './notification-item';

/** The top bar's bell: an unread dot, and a popover with the notifications. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const query = useQuery(notificationsQueryOptions());
  const markAllRead = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void query.refetch();
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        >
          <Bell aria-hidden="true" className="!size-5" />
          {unread > 0 ? (
            <span
              data-slot="unread-dot"
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-rose-500 ring-2 ring-card"
            />
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all as read
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto p-2">
          <ListState
            query={query}
            isEmpty={(data) => data.notifications.length === 0}
            loading={{ label: 'Loading notifications', rows: 2, rowClassName: 'h-12', className: 'gap-2 p-2' }}
            error={{ title: 'Could not load notifications.' }}
            empty={{ icon: BellOff, title: 'No notifications yet' }}
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
