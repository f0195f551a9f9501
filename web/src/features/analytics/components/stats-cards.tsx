import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isLanguage } from '@contracts/languages';
import type { LucideIcon } from 'lucide-react';
import { FileText, GraduationCap, ShieldCheck, Users } from 'lucide-react';
import type { Analytics } from '@contracts/analytics';
import { StatCardFrame } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

const CARDS: { key: keyof Analytics['stats']; label: MessageDescriptor; icon: LucideIcon }[] = [
  { key: 'teachersCount', label: msg`Total Teachers`, icon: Users },
  { key: 'studentsCount', label: msg`Total Students`, icon: GraduationCap },
  { key: 'documentsCount', label: msg`Documents`, icon: FileText },
  { key: 'staffCount', label: msg`Staff Members`, icon: ShieldCheck },
];

/** The four figures of §2.8; skeletons while they load (`stats` undefined). */
export function StatsCards({ stats }: { stats: Analytics['stats'] | undefined }) {
  const { t, i18n } = useLingui();
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'es';
  return (
    <ul aria-label={t`Summary`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon }) => (
        <li key={key}>
          <StatCardFrame label={t(label)} icon={icon}>
            {stats ? (
              <p className="text-2xl font-bold tabular-nums">{formatNumber(stats[key], lang)}</p>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
          </StatCardFrame>
        </li>
      ))}
    </ul>
  );
}
