import { useLingui } from '@lingui/react/macro';
import type { Badge } from '@contracts/badges';
import { countByType } from './badge-labels';

/** The header of badge management: how many badges there are, in all and of each type (§2.11). */
export function BadgeTypeCounts({ badges }: { badges: readonly Badge[] }) {
  const { t } = useLingui();
  const items = [{ code: 'total', label: t`Total`, count: badges.length }, ...countByType(badges)];
  return (
    <dl aria-label={t`Badges por tipo`} className="mb-6 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
      {items.map((item) => (
        <div key={item.code} className="min-w-0 rounded-lg border bg-card p-3 shadow-xs sm:p-4">
          <dt className="truncate text-xs text-muted-foreground sm:text-sm">{item.label}</dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">{item.count}</dd>
        </div>
      ))}
    </dl>
  );
}
