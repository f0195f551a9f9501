import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** What the block reads of a TanStack query, plain or infinite. */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface ListTexts {
  /** Skeleton rows while the first answer loads, named for assistive technology ('Cargando profesores'). */
  loading: { label: string; rows: number; rowClassName: string; className?: string };
  /** The failure's title, an optional detail read from the error, and a retry button when it has a label. */
  error: { title: string; detail?: (error: unknown) => string; retryLabel?: string };
  empty: { title: string; detail?: string; icon?: LucideIcon };
}

interface ListStateProps<T> extends ListTexts {
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  /** The list itself, once there is something to show. */
  children: (data: T) => ReactNode;
}

/** Every list's loading, error and empty states, with the list's own texts; the list once it has rows. */
export function ListState<T>({ query, isEmpty, loading, error, empty, children }: ListStateProps<T>) {
  if (query.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-6 text-center"
      >
        <p className="font-medium text-destructive">{error.title}</p>
        {error.detail ? <p className="text-sm text-muted-foreground">{error.detail(query.error)}</p> : null}
        {error.retryLabel ? (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {error.retryLabel}
          </Button>
        ) : null}
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div role="status" aria-label={loading.label} className={cn('grid gap-3', loading.className)}>
        {Array.from({ length: loading.rows }, (_, index) => (
          <Skeleton key={index} className={loading.rowClassName} />
        ))}
      </div>
    );
  }
  if (isEmpty(query.data)) {
    const Icon = empty.icon;
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        {Icon ? <Icon aria-hidden="true" className="size-8" /> : null}
        <p className="font-medium text-foreground">{empty.title}</p>
        {empty.detail ? <p className="text-sm">{empty.detail}</p> : null}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
