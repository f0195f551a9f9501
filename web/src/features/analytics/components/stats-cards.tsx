import type { LucideIcon } from 'lucide-react';
import { FileText, GraduationCap, ShieldCheck, Users } from 'lucide-react';
import type { Analytics } from '@contracts/analytics';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const CARDS: { key: keyof Analytics['stats']; label: string; icon: LucideIcon }[] = [
  { key: 'teachersCount', label: 'Total Teachers', icon: Users },
  { key: 'studentsCount', label: 'Total Students', icon: GraduationCap },
  { key: 'documentsCount', label: 'Documents', icon: FileText },
  { key: 'staffCount', label: 'Staff Members', icon: ShieldCheck },
];

const numberFormatter = new Intl.NumberFormat('en');

/** The four figures of §2.8; skeletons while they load (`stats` undefined). */
export function StatsCards({ stats }: { stats: Analytics['stats'] | undefined }) {
  return (
    <ul aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card>
            <CardContent className="flex items-start justify-between gap-3 p-5">
              <div className="grid gap-1">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                {stats ? (
                  <p className="text-2xl font-bold tabular-nums">{numberFormatter.format(stats[key])}</p>
                ) : (
                  <Skeleton className="h-8 w-16" />
                )}
              </div>
              <span aria-hidden="true" className="rounded-lg bg-primary/10 p-2 text-primary">
                <Icon className="size-5" />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
