import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The top bar's bell: its name says how many notifications are unread, and a dot shows that some are. */
export function BellButton({ unread, ...props }: { unread: number } & ComponentProps<typeof Button>) {
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? t`Notifications (${unread} unread)` : t`Notifications`}
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
