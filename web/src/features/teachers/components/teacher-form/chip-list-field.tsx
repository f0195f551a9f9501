import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/form-field';

interface ChipListFieldProps {
  heading: string;
  headingId: string;
  addLabel: string;
  emptyText: string;
  items: { code: string; label: string }[];
  onAdd: () => void;
  onRemove: (code: string) => void;
  error?: string;
  /** The add dialog. */
  children: ReactNode;
}

/** A list of removable chips with an 'add' button (expertise areas, countries). */
export function ChipListField({
  heading,
  headingId,
  addLabel,
  emptyText,
  items,
  onAdd,
  onRemove,
  error,
  children,
}: ChipListFieldProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {heading}
        </h3>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-label={heading} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.code}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1">
                {item.label}
                <button
                  type="button"
                  aria-label={t`Quitar ${ph({ name: item.label })}`}
                  onClick={() => onRemove(item.code)}
                  className="rounded-full p-0.5 hover:bg-background/70 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <FieldError announce message={error} />
      {children}
    </section>
  );
}
