import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import { UPLOAD_OWNER_KINDS, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { EntityRefSchema, type EntityRef } from '@contracts/documents';
import { FieldError, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ENTITY_LABELS } from './entity-labels';

export type { EntityRef } from '@contracts/documents';

interface EntityValues {
  kind: UploadOwnerKind | '';
  id: string;
}

/**
 * An entity type and a numeric id with 'Validar' (spec §2.15), checked by the contract's EntityRefSchema; its one
 * message shows below both. Any change of type or id calls `onChange` first, which resets a previous validation.
 */
export function EntityIdForm({
  onValidate,
  onChange,
}: {
  onValidate: (entity: EntityRef) => void;
  onChange: () => void;
}) {
  const errorId = useId();
  const form = useForm<EntityValues, unknown, EntityRef>({
    resolver: zodResolver(EntityRefSchema) as never,
    defaultValues: { kind: '', id: '' },
    // The message stays until the next 'Validar' or a change, which clears it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = form;
  const error = errors.kind?.message ?? errors.id?.message;
  const changed = () => {
    clearErrors();
    onChange();
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValidate)}
      aria-label="Validar entidad"
      className="grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end"
    >
      <FormField label="Tipo de entidad">
        {(field) => (
          <Controller
            control={control}
            name="kind"
            render={({ field: select }) => (
              <Select
                value={select.value}
                onValueChange={(value) => {
                  select.onChange(value);
                  changed();
                }}
              >
                <SelectTrigger id={field.id} ref={select.ref} aria-describedby={error ? errorId : undefined}>
                  <SelectValue placeholder="Selecciona un tipo" />
                </SelectTrigger>
                <SelectContent>
                  {UPLOAD_OWNER_KINDS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {ENTITY_LABELS[value].one}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label="ID de la entidad">
        {(field) => (
          <Input
            id={field.id}
            inputMode="numeric"
            pattern="[0-9]*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register('id', { onChange: changed })}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:justify-self-start">
        <ShieldCheck aria-hidden="true" />
        Validar
      </Button>
      <div className="sm:col-span-3">
        <FieldError id={errorId} message={error} announce />
      </div>
    </form>
  );
}
