import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** One figure of the dashboard with its label and a line under it. */
export function StatCard({
  label,
  value,
  note,
  icon: Icon,
}: {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
          <p className="text-xs text-muted-foreground">{note}</p>
        </div>
        <span aria-hidden="true" className="rounded-lg bg-primary/10 p-2 text-primary">
          <Icon className="size-5" />
        </span>
      </CardContent>
    </Card>
  );
}
