import type { ReactNode } from 'react';
import { Badge as Chip } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export interface BadgeFaceProps {
  name: string;
  code: string;
  typeLabel: string;
  year: number;
  description?: string | null;
  color: string;
  /** The badge's image or coloured icon. */
  image: ReactNode;
  /** The heading's id, for a card labelled by it. */
  headingId?: string;
  /** 'h2' in the grid, lower inside a dialog's preview. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Under the texts: the assigned count, the card's buttons. */
  children?: ReactNode;
  className?: string;
}

/** How a badge looks in the catalogue: a band of its colour, its image, name, code, type and year (the grid and the form's live preview). */
export function BadgeFace({
  name,
  code,
  typeLabel,
  year,
  description,
  color,
  image,
  headingId,
  headingLevel: Heading = 'h2',
  children,
  className,
}: BadgeFaceProps) {
  return (
    <div
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm',
        className,
      )}
    >
      <div aria-hidden="true" className="h-2 w-full" style={{ backgroundColor: color }} />
      <div className="flex flex-1 flex-col items-center gap-3 p-5 text-center">
        {image}
        <div className="grid w-full min-w-0 gap-1">
          <Heading id={headingId} className="line-clamp-2 font-semibold break-words">
            {name}
          </Heading>
          <p className="truncate font-mono text-xs text-muted-foreground">{code}</p>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <Chip variant="secondary">{typeLabel}</Chip>
          <Chip variant="outline">{year}</Chip>
        </div>
        {description ? <p className="line-clamp-3 text-sm break-words text-muted-foreground">{description}</p> : null}
        {children}
      </div>
    </div>
  );
}
