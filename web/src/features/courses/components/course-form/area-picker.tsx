import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { labelText } from '@contracts/catalogues/catalogue';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { ExpertiseAreaList } from '@/components/expertise-area-list';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface AreaPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  error?: string;
}

/** The expertise areas a teacher of the course should have (staffing by skill). */
export function AreaPicker({ value, onChange, readOnly, error }: AreaPickerProps) {
  useLingui(); // the areas' labels are written again when the language changes
  if (readOnly) {
    // Read-only, the chosen areas alone: a scrolling list of disabled boxes could not be reached by keyboard.
    return (
      <fieldset className="grid min-w-0 grid-cols-1 gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Áreas de especialidad</Trans>
        </legend>
        <ExpertiseAreaList codes={value} />
      </fieldset>
    );
  }
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Áreas de especialidad</Trans>
      </legend>
      <p className="text-xs text-muted-foreground">
        <Trans>Sirven para sugerir profesores que conocen el tema.</Trans>
      </p>
      <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
        {EXPERTISE_AREAS.map((area) => {
          const id = `course-area-${area.code}`;
          const checked = value.includes(area.code);
          return (
            <li key={area.code} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={() =>
                  onChange(checked ? value.filter((code) => code !== area.code) : [...value, area.code])
                }
              />
              <Label htmlFor={id} className="font-normal">
                {labelText(area.label)}
              </Label>
            </li>
          );
        })}
      </ul>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
