import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { CourseFormValues } from './course-form-model';

interface FlagCheckboxProps {
  name: 'is_special' | 'has_badge';
  id: string;
  label: string;
  readOnly: boolean;
}

function FlagCheckbox({ name, id, label, readOnly }: FlagCheckboxProps) {
  const { control } = useFormContext<CourseFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={field.value}
            disabled={readOnly}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

/** 'Curso especial' and 'Otorga badge', side by side. */
export function CourseFlags({ readOnly }: { readOnly: boolean }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-6">
      <FlagCheckbox name="is_special" id="course-special" label={t`Curso especial`} readOnly={readOnly} />
      <FlagCheckbox name="has_badge" id="course-has-badge" label={t`Otorga badge`} readOnly={readOnly} />
    </div>
  );
}
