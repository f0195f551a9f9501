import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

interface LimitedBadgesProps {
  /** Text of each badge, in order. */
  items: string[];
  /** Show at most this many, then '+N' for the rest. */
  limit: number;
  /** Names the list for assistive technology, e.g. 'Áreas de especialidad'. */
  label: string;
  variant?: 'secondary' | 'outline';
  className?: string;
}

/** Up to `limit` badges, then a '+N' badge whose tooltip names the rest (spec §2.5, §2.14 display limits). */
export function LimitedBadges({ items, limit, label, variant = 'secondary', className }: LimitedBadgesProps) {
  if (items.length === 0) return null;
  const shown = items.slice(0, limit);
  const rest = items.slice(limit);
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1', className)}>
      {shown.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
      {rest.length > 0 ? (
        <li>
          <Badge variant="outline" title={rest.join(', ')} aria-label={`${rest.length} más: ${rest.join(', ')}`}>
            +{rest.length}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
