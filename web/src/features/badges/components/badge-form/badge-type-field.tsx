import { useLingui } from '@lingui/react/macro';
import { badgeTypeLabel } from '../badge-labels';
import { Controller, type Control } from 'react-hook-form';
import type { BadgeFields } from '@contracts/badges';
import { BADGE_TYPES } from '@contracts/catalogues/badge-types';
import { CatalogueSelect } from '@/components/catalogue-select';
import { FormField } from '@/components/form-field';
import type { BadgeFormValues } from './badge-form-model';

interface BadgeTypeFieldProps {
  control: Control<BadgeFormValues, unknown, BadgeFields>;
  error?: string;
  disabled: boolean;
}

/** 'Tipo': the badge types of the catalogue. */
export function BadgeTypeField({ control, error, disabled }: BadgeTypeFieldProps) {
  const { t } = useLingui();
  const entries = BADGE_TYPES.map(({ code }) => ({ code, label: badgeTypeLabel(code) }));
  return (
    <FormField label={t`Tipo`} required error={error}>
      {(field) => (
        <Controller
          control={control}
          name="badge_type"
          render={({ field: select }) => (
            <CatalogueSelect
              {...field}
              ref={select.ref}
              entries={entries}
              value={select.value}
              onValueChange={select.onChange}
              onBlur={select.onBlur}
              placeholder={t`Selecciona un tipo`}
              disabled={disabled}
            />
          )}
        />
      )}
    </FormField>
  );
}
