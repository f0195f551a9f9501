import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** A figure's card: its label, then what shows the figure (`children`), and its icon at the side. */
export function StatCardFrame({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {children}
        </div>
        <span aria-hidden="true" className="rounded-lg bg-primary/10 p-2 text-primary">
          <Icon className="size-5" />
        </span>
      </CardContent>
    </Card>
  );
}

/** One figure of the dashboard with its label and a line under it. */
export function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}) {
  return (
    <StatCardFrame label={label} icon={icon}>
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </StatCardFrame>
  );
}
