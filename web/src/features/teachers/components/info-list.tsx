import type { ReactNode } from 'react';

/** Label/value pairs as a description list; empty values read 'No especificado'. */
export function InfoList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="text-sm break-words">{value === null || value === undefined || value === '' ? 'No especificado' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
