import { useLingui } from '@lingui/react/macro';
import { Controller, type Control } from 'react-hook-form';
import type { BadgeFields } from '@contracts/badges';
import { BADGE_COLOR_FORM_DEFAULT } from '@/config/ui';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { isHexColor, type BadgeFormValues } from './badge-form-model';

interface BadgeColorFieldProps {
  control: Control<BadgeFormValues, unknown, BadgeFields>;
  error?: string;
  disabled: boolean;
}

/** 'Color': a colour picker and the hexadecimal it writes, either one editable. */
export function BadgeColorField({ control, error, disabled }: BadgeColorFieldProps) {
  const { t } = useLingui();
  return (
    <FormField label={t`Color`} hint={t`Hexadecimal, por ejemplo #6366f1.`} error={error}>
      {(field) => (
        <Controller
          control={control}
          name="badge_color"
          render={({ field: color }) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t`Elegir color`}
                value={isHexColor(color.value) ? color.value.trim().toLowerCase() : BADGE_COLOR_FORM_DEFAULT}
                onChange={(event) => color.onChange(event.target.value)}
                disabled={disabled}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-ring"
              />
              <Input
                {...field}
                ref={color.ref}
                name={color.name}
                value={color.value}
                onChange={color.onChange}
                onBlur={color.onBlur}
                autoComplete="off"
                spellCheck={false}
                maxLength={7}
                className="font-mono"
              />
            </div>
          )}
        />
      )}
    </FormField>
  );
}
