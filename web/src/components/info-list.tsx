import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs as a description list, in two columns from `sm` up (`className` changes the layout); empty
 * values read 'No especificado'.
 */
export function InfoList({ items, className }: { items: InfoItem[]; className?: string }) {
  const { t } = useLingui();
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="text-sm break-words">
            {value === null || value === undefined || value === '' ? t`No especificado` : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
