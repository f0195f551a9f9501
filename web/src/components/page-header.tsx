import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The page's one h1, with an optional line under it and actions on the right; when they do not fit beside the title
 * (a phone, a long title) the actions wrap under it instead of covering it.
 */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="grid min-w-0 flex-[1_1_16rem] gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
