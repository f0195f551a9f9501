import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react';
import { labelText } from '@contracts/catalogues/catalogue';
import type { Text } from '@contracts/i18n/texts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface CatalogueSelectProps extends Omit<
  ComponentProps<typeof SelectTrigger>,
  'children' | 'value' | 'defaultValue' | 'dir'
> {
  /** The options: stored codes with their labels, written already or texts written in the active language. */
  entries: readonly { code: string; label: string | Text }[];
  value: string;
  onValueChange: (value: string) => void;
  /** Shown while no code is chosen; a filter whose first entry means 'all' needs none. */
  placeholder?: string;
  disabled?: boolean;
  /** Codes shown but not selectable, with a note after their label (e.g. ' (agregada)'). */
  unavailable?: { codes: readonly string[]; note: string };
}

/** A select over one of the contracts' catalogues (codes with their labels). */
export function CatalogueSelect({
  entries,
  value,
  onValueChange,
  placeholder,
  disabled,
  unavailable,
  ...triggerProps
}: CatalogueSelectProps) {
  useLingui(); // written again when the language changes
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {entries.map((entry) => {
          const taken = unavailable?.codes.includes(entry.code) ?? false;
          return (
            <SelectItem key={entry.code} value={entry.code} disabled={taken}>
              {labelText(entry.label)}
              {taken ? unavailable?.note : ''}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}
