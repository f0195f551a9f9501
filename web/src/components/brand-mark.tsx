import { useId } from 'react';
import { cn } from '@/lib/utils';

/** The product's logo mark (decorative). */
export function BrandMark({ className }: { className?: string }) {
  // A unique gradient id per instance: a shared id breaks when the first copy is hidden.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path d="M20 16h24v6H27v7h15v6H27v7h17v6H20z" fill="#fff" />
    </svg>
  );
}
