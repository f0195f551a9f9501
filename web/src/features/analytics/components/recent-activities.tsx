import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage } from '@contracts/languages';
import { Activity } from 'lucide-react';
import type { RecentActivity } from '@contracts/analytics';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { exactTime, timeAgo } from './time-ago';

/** 'Recent Activities' (§2.8): the five latest, each with who, what and when; skeletons while they load. */
export function RecentActivities({ activities }: { activities: RecentActivity[] | undefined }) {
  const { t, i18n } = useLingui();
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'es';
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg leading-tight font-semibold">
          <Trans>Recent Activities</Trans>
        </h2>
      </CardHeader>
      <CardContent>
        {activities === undefined ? (
          <div role="status" aria-label={t`Loading recent activities`} className="grid gap-3">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : activities.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            <Trans>No recent activity</Trans>
          </p>
        ) : (
          <ol className="grid gap-1">
            {activities.map((activity) => (
              <li key={activity.id} className="flex items-start gap-3 rounded-lg px-2 py-2.5">
                <span aria-hidden="true" className="mt-0.5 rounded-full bg-primary/10 p-1.5 text-primary">
                  <Activity className="size-4" />
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm break-words">
                    <span className="font-medium">{activity.user?.username ?? t`System`}</span> {activity.activity}
                  </p>
                  <time
                    dateTime={activity.createdAt}
                    title={exactTime(activity.createdAt, lang)}
                    className="text-xs text-muted-foreground"
                  >
                    {timeAgo(activity.createdAt, lang)}
                  </time>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
