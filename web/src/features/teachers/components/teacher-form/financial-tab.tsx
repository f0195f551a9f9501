import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { ACCOUNT_TYPES } from '@contracts/catalogues/account-types';
import { Input } from '@/components/ui/input';
import { CatalogueSelect } from '@/components/catalogue-select';
import { FormField } from '@/components/form-field';
import type { TeacherFormValues } from './form-model';

/** 'Datos Financieros' (staff only): bank account, account name, bank, account type. */
export function FinancialTab() {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TeacherFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t`Número de cuenta`} error={errors.bank_account?.message}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('bank_account')} />}
      </FormField>
      <FormField label={t`Nombre de la cuenta`} error={errors.account_name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('account_name')} />}
      </FormField>
      <FormField label={t`Banco`} error={errors.bank_name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('bank_name')} />}
      </FormField>
      <Controller
        control={control}
        name="account_type"
        render={({ field }) => (
          <FormField
            label={t`Tipo de cuenta`}
            error={errors.account_type?.message ?? errors.account_type?.[0]?.message}
          >
            {(props) => (
              <CatalogueSelect
                {...props}
                ref={field.ref}
                onBlur={field.onBlur}
                entries={ACCOUNT_TYPES}
                value={field.value[0] ?? ''}
                onValueChange={(value) => field.onChange(value ? [value] : [])}
                placeholder={t`Selecciona un tipo`}
              />
            )}
          </FormField>
        )}
      />
    </div>
  );
}
