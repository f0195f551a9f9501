import type { LucideIcon } from 'lucide-react';
import { FileText, GraduationCap, ShieldCheck, Users } from 'lucide-react';
import type { Analytics } from '@contracts/analytics';
import { StatCardFrame } from '@/components/stat-card';
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
      {CARDS.map(({ key, label, icon }) => (
        <li key={key}>
          <StatCardFrame label={label} icon={icon}>
            {stats ? (
              <p className="text-2xl font-bold tabular-nums">{numberFormatter.format(stats[key])}</p>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
          </StatCardFrame>
        </li>
      ))}
    </ul>
  );
}
