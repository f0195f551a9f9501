import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Notification } from '@contracts/notifications';
import { formatRelativeTime } from '@/lib/format';
import { useScreenLanguage } from '@/lib/screen-language';
import { cn } from '@/lib/utils';

function Body({ notification }: { notification: Notification }) {
  // The time speaks the language of the screen the list opens over (docs/product.md), like the bell around it.
  const lang = useScreenLanguage();
  return (
    <>
      <span className="flex items-center gap-2">
        {!notification.read ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" /> : null}
        <span className="text-sm font-medium">{notification.title}</span>
        {!notification.read ? (
          <span className="sr-only">
            <Trans>(unread)</Trans>
          </span>
        ) : null}
      </span>
      {notification.body ? <span className="block text-sm text-muted-foreground">{notification.body}</span> : null}
      <time dateTime={notification.created_at} lang={lang} className="block text-xs text-muted-foreground">
        {formatRelativeTime(notification.created_at, undefined, lang)}
      </time>
    </>
  );
}

/** One notification; an in-app link opens its page. */
export function NotificationItem({ notification, onNavigate }: { notification: Notification; onNavigate: () => void }) {
  const className = cn('block rounded-md px-3 py-2', !notification.read && 'bg-accent/60');
  const internal = notification.link?.startsWith('/') ? notification.link : null;
  return (
    <li>
      {internal ? (
        <Link to={internal} onClick={onNavigate} className={cn(className, 'hover:bg-accent')}>
          <Body notification={notification} />
        </Link>
      ) : notification.link ? (
        <a href={notification.link} target="_blank" rel="noreferrer" className={cn(className, 'hover:bg-accent')}>
          <Body notification={notification} />
        </a>
      ) : (
        <div className={className}>
          <Body notification={notification} />
        </div>
      )}
    </li>
  );
}
