import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

import type { FilterSelectProps } from './filter-select';

/**
 * The filter's select itself (Radix), loaded on the filter's first use (filter-select.tsx): opened at once when a
 * press or a key asked for it, focused when the stand-in was.
 */
export function FilterSelectMenu({
  id,
  label,
  value,
  onValueChange,
  options,
  className,
  opened,
  focused,
}: FilterSelectProps & { opened: boolean; focused: boolean }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange} defaultOpen={opened}>
        {/* The focus the stand-in had, handed over. */}
        <SelectTrigger id={id} className={cn('w-44', className)} autoFocus={focused}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
