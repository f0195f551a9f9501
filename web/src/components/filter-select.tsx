import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-class';
import { cn } from '@/lib/utils';

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
}

const loadMenu = () => import('./filter-select-menu');
const FilterSelectMenu = lazy(() => loadMenu().then((module) => ({ default: module.FilterSelectMenu })));

type Use = 'none' | 'focused' | 'opened';
/** The keys that open a select (WAI-ARIA's select-only combobox). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- key names, not texts
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A labelled select over a list's filter or order (status, kind, sort…). Until it is first used it is a stand-in
 * that looks the same and shows the chosen option, so a list's first screen (grades, expiring documents) fetches
 * and evaluates no select, popper or scroll lock (decision 026); a pointer near it, its focus, a press or a key
 * loads the real one, which opens at once when pressed.
 */
export function FilterSelect(props: FilterSelectProps) {
  const { id, label, value, options, className } = props;
  const [use, setUse] = useState<Use>('none');
  const chosen = options.find((option) => option.value === value)?.label ?? '';
  const standIn = (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      className={cn(SELECT_TRIGGER_CLASS, 'w-44', className)}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => setUse((now) => (now === 'none' ? 'focused' : now))}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        setUse('opened');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setUse('opened');
      }}
    >
      <span>{chosen}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
    </button>
  );
  const labelled = (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {standIn}
    </div>
  );
  if (use === 'none') return labelled;
  return (
    <Suspense fallback={labelled}>
      <FilterSelectMenu {...props} opened={use === 'opened'} focused />
    </Suspense>
  );
}
