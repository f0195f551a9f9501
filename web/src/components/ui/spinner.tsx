import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator; with a label it is announced as a status. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
