import { Controller, useFormContext } from 'react-hook-form';
import { ACCOUNT_TYPES } from '@contracts/catalogues/account-types';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField } from './form-field';
import type { TeacherFormValues } from './form-model';

/** 'Datos Financieros' (staff only): bank account, account name, bank, account type. */
export function FinancialTab() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TeacherFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Número de cuenta" error={errors.bank_account?.message}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('bank_account')} />}
      </FormField>
      <FormField label="Nombre de la cuenta" error={errors.account_name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('account_name')} />}
      </FormField>
      <FormField label="Banco" error={errors.bank_name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('bank_name')} />}
      </FormField>
      <Controller
        control={control}
        name="account_type"
        render={({ field }) => (
          <FormField label="Tipo de cuenta" error={errors.account_type?.message ?? errors.account_type?.[0]?.message}>
            {(props) => (
              <Select value={field.value[0] ?? ''} onValueChange={(value) => field.onChange(value ? [value] : [])}>
                <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecciona un tipo" />
                </SelectTrigger>
                <SelectContent>
                  {ACCOUNT_TYPES.map((entry) => (
                    <SelectItem key={entry.code} value={entry.code}>
                      {entry.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
    </div>
  );
}
