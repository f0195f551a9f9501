import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { labelText } from '@contracts/catalogues/catalogue';
import { Controller, useFormContext } from 'react-hook-form';
import { COURSE_DURATION_TYPES } from '@contracts/catalogues/course-durations';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { CourseFormValues } from './course-form-model';

/** 'Tipo de duración': one checkbox per duration of the catalogue, at least one ticked. */
export function DurationTypeField({ readOnly }: { readOnly: boolean }) {
  useLingui(); // the durations' labels are written again when the language changes
  const {
    control,
    formState: { errors },
  } = useFormContext<CourseFormValues>();
  return (
    <Controller
      control={control}
      name="duration_type"
      render={({ field }) => (
        <fieldset className="grid min-w-0 grid-cols-1 gap-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Tipo de duración</Trans>{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-4">
            {COURSE_DURATION_TYPES.map((duration) => {
              const id = `course-duration-${duration.code}`;
              const checked = field.value.includes(duration.code);
              return (
                <div key={duration.code} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled={readOnly}
                    onCheckedChange={() =>
                      field.onChange(
                        checked
                          ? field.value.filter((code) => code !== duration.code)
                          : [...field.value, duration.code],
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {labelText(duration.label)}
                  </Label>
                </div>
              );
            })}
          </div>
          {errors.duration_type ? (
            <p className="text-sm text-destructive">
              {errors.duration_type.message ?? errors.duration_type.root?.message}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
