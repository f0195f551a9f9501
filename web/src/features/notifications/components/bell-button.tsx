import type { ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The top bar's bell: its name says how many notifications are unread, and a dot shows that some are. */
export function BellButton({ unread, ...props }: { unread: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
      aria-haspopup="dialog"
      {...props}
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
  );
}
