import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import { UPLOAD_OWNER_KINDS, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { DOCUMENT_MESSAGES, EntityRefSchema, type EntityRef } from '@contracts/documents';
import { FieldError, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ENTITY_LABELS } from './entity-labels';
import { translate } from '@contracts/i18n/texts';

export type { EntityRef } from '@contracts/documents';

export interface EntityValues {
  kind: UploadOwnerKind | '';
  id: string;
}

export const ENTITY_ID_MESSAGES = {
  idRequired: msg`Escribe el ID de la entidad.`,
  idNotWhole: msg`El ID debe ser un número entero positivo (por ejemplo, 12).`,
} as const;

/**
 * What is wrong with the form, named (issue 24): no type ('Por favor, selecciona una entidad', spec §5), no id, or an
 * id that is not a whole positive number; undefined when EntityRefSchema takes it. An id that does not exist is the
 * server's answer (ValidatedEntity: 'La entidad con ID … no existe …').
 */
export function entityFormProblem(values: EntityValues): string | undefined {
  if (!values.kind) return translate(DOCUMENT_MESSAGES.entitySelect);
  const id = values.id.trim();
  if (id === '') return i18n._(ENTITY_ID_MESSAGES.idRequired);
  if (!EntityRefSchema.safeParse({ kind: values.kind, id }).success) return i18n._(ENTITY_ID_MESSAGES.idNotWhole);
  return undefined;
}

const entityResolver: Resolver<EntityValues, unknown, EntityRef> = async (values) => {
  const problem = entityFormProblem(values);
  const parsed = EntityRefSchema.safeParse(values);
  if (problem === undefined && parsed.success) return { values: parsed.data, errors: {} };
  const field = values.kind ? 'id' : 'kind';
  return {
    values: {},
    errors: { [field]: { type: 'validate', message: problem ?? translate(DOCUMENT_MESSAGES.entitySelect) } },
  };
};

/**
 * An entity type and a numeric id with 'Validar' (spec §2.15), checked by the contract's EntityRefSchema; its one
 * message (entityFormProblem) shows below both. Any change of type or id calls `onChange` first, which resets a previous validation.
 */
export function EntityIdForm({
  onValidate,
  onChange,
}: {
  onValidate: (entity: EntityRef) => void;
  onChange: () => void;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const form = useForm<EntityValues, unknown, EntityRef>({
    resolver: entityResolver,
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
      aria-label={t`Validar entidad`}
      className="grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end"
    >
      <FormField label={t`Tipo de entidad`}>
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
                  <SelectValue placeholder={t`Selecciona un tipo`} />
                </SelectTrigger>
                <SelectContent>
                  {UPLOAD_OWNER_KINDS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(ENTITY_LABELS[value].one)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label={t`ID de la entidad`}>
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
        <Trans>Validar</Trans>
      </Button>
      <div className="sm:col-span-3">
        <FieldError id={errorId} message={error} announce />
      </div>
    </form>
  );
}
