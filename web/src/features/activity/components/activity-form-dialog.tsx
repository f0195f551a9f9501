import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import {
  ACTIVITY_FORMATS,
  ACTIVITY_KINDS,
  ACTIVITY_MAX_LINKS,
  ACTIVITY_PRODUCTION_TYPES,
  ACTIVITY_SCOPES,
  ACTIVITY_SELECTIONS,
  ACTIVITY_VISIBILITIES,
  type ActivityEntry,
  type ActivityEntryFields,
  type ActivityKind,
} from '@contracts/activity-record';
import { COUNTRY_CODES } from '@contracts/countries';
import { CatalogueSelect } from '@/components/catalogue-select';
import { countryName } from '@/components/country-names';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FieldError, FormField, RequiredMark } from '@/components/form-field';
import { FormDialog, type DialogOpenState } from '@/components/form-dialog';
import { saveWithToast } from '@/components/save-with-toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { applyServerIssues } from '@/lib/form-errors';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import {
  evidenceWorksQueryOptions,
  useAddActivityEntry,
  useEvidenceDocuments,
  useUpdateActivityEntry,
  type EvidenceOption,
} from '../api/activity';
import {
  FORMAT_LABELS,
  KIND_LABELS,
  PRODUCTION_TYPE_LABELS,
  SCOPE_LABELS,
  SELECTION_LABELS,
  VISIBILITY_LABELS,
  fieldLabel,
  type KindField,
} from './activity-labels';
import {
  activityResolver,
  emptyActivityValues,
  isChoiceField,
  kindFields,
  valuesFromEntry,
  type ActivityFormValues,
  type ChoiceField,
} from './activity-model';

/** The select's entry for 'none' on an optional choice (a select item cannot have an empty value). */
const NONE = '__none__';

type Form = UseFormReturn<ActivityFormValues, unknown, ActivityEntryFields>;

const CHOICES = {
  production_type: { codes: ACTIVITY_PRODUCTION_TYPES, labels: PRODUCTION_TYPE_LABELS },
  format: { codes: ACTIVITY_FORMATS, labels: FORMAT_LABELS },
  selection: { codes: ACTIVITY_SELECTIONS, labels: SELECTION_LABELS },
  scope: { codes: ACTIVITY_SCOPES, labels: SCOPE_LABELS },
} as const;

/** One of the kind's choices (production type, format, selection, scope) as a select. */
function ChoiceInput({
  form,
  field,
  kind,
  required,
}: {
  form: Form;
  field: ChoiceField;
  kind: ActivityKind;
  required: boolean;
}) {
  const { t } = useLingui();
  const { codes, labels } = CHOICES[field];
  const entries = [
    ...(required ? [] : [{ code: NONE, label: t`Sin indicar` }]),
    ...codes.map((code) => ({ code, label: (labels as Record<string, (typeof labels)[keyof typeof labels]>)[code]! })),
  ];
  return (
    <FormField label={fieldLabel(field, kind)} required={required} error={form.formState.errors[field]?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name={field}
          render={({ field: select }) => (
            <CatalogueSelect
              {...control}
              ref={select.ref}
              entries={entries}
              value={select.value || (required ? '' : NONE)}
              placeholder={t`Elige una opción`}
              onValueChange={(value) => select.onChange(value === NONE ? '' : value)}
              onBlur={select.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** The country, by its name in the active language. */
function CountryInput({ form, kind, required }: { form: Form; kind: ActivityKind; required: boolean }) {
  const { t, i18n } = useLingui();
  const entries = useMemo(
    () =>
      [...COUNTRY_CODES]
        .map((code) => ({ code, label: countryName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    [i18n.locale],
  );
  return (
    <FormField label={fieldLabel('country', kind)} required={required} error={form.formState.errors.country?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name="country"
          render={({ field: select }) => (
            <CatalogueSelect
              {...control}
              ref={select.ref}
              entries={[{ code: NONE, label: t`Sin indicar` }, ...entries]}
              value={select.value || NONE}
              onValueChange={(value) => select.onChange(value === NONE ? '' : value)}
              onBlur={select.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** A typed field of the kind (organisation, role, city, platform or medium). */
function TextInput({
  form,
  field,
  kind,
  required,
}: {
  form: Form;
  field: KindField;
  kind: ActivityKind;
  required: boolean;
}) {
  return (
    <FormField label={fieldLabel(field, kind)} required={required} error={form.formState.errors[field]?.message}>
      {(control) => <Input {...control} autoComplete="off" maxLength={200} {...form.register(field)} />}
    </FormField>
  );
}

/** Up to ACTIVITY_MAX_LINKS http(s) links, each with its own input and its own message. */
function LinksField({ form }: { form: Form }) {
  const { t } = useLingui();
  const links = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors.links;
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Enlaces</Trans>
      </legend>
      {links.fields.map((link, index) => {
        const position = index + 1;
        return (
          <div key={link.id} className="grid gap-1">
            <div className="flex gap-2">
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={500}
                aria-label={t`Enlace ${position}`}
                aria-invalid={errors?.[index]?.url ? true : undefined}
                {...form.register(`links.${index}.url`)}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t`Quitar el enlace ${position}`}
                onClick={() => links.remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <FieldError message={errors?.[index]?.url?.message} />
          </div>
        );
      })}
      <FieldError message={errors?.message ?? errors?.root?.message} announce />
      {links.fields.length < ACTIVITY_MAX_LINKS ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => links.append({ url: '' })}>
          <Plus aria-hidden="true" />
          <Trans>Añadir enlace</Trans>
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">
          <Trans>Como máximo {ACTIVITY_MAX_LINKS} enlaces.</Trans>
        </p>
      )}
    </fieldset>
  );
}

/** One evidence picker: the teacher's documents or works, as checkboxes. */
function EvidencePicker({
  form,
  name,
  legend,
  query,
  empty,
  failed,
}: {
  form: Form;
  name: 'document_ids' | 'work_ids';
  legend: string;
  query: { data: EvidenceOption[] | undefined; isPending: boolean; isError: boolean };
  empty: string;
  failed: string;
}) {
  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {query.isError ? (
        <p className="text-sm text-destructive">{failed}</p>
      ) : query.isPending ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Cargando...</Trans>
        </p>
      ) : !query.data || query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <ul className="grid max-h-48 gap-2 overflow-y-auto p-1" aria-label={legend}>
              {(query.data ?? []).map((option) => {
                const checked = field.value.includes(option.id);
                const id = `${name}-${option.id}`;
                return (
                  <li key={option.id} className="flex min-w-0 items-start gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value, option.id]
                            : field.value.filter((value) => value !== option.id),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal wrap-anywhere">
                      {option.label}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      )}
      <FieldError message={form.formState.errors[name]?.message} announce />
    </fieldset>
  );
}

interface ActivityFormProps {
  teacherId: number;
  /** The teacher keeps their own record: their own documents are offered. */
  own: boolean;
  entry?: ActivityEntry;
  onDone: () => void;
}

/**
 * An entry of the record: its kind first, then the common fields (title, dates, description), the kind's own fields
 * (required ones marked), links, evidence from the teacher's documents and portfolio works, and who sees it; checked by
 * the contract's ActivityEntryInputSchema, the server's refusals shown at their fields.
 */
function ActivityForm({ teacherId, own, entry, onDone }: ActivityFormProps) {
  const { t, i18n } = useLingui();
  const [defaults] = useState(() => (entry ? valuesFromEntry(entry) : emptyActivityValues()));
  const form = useForm<ActivityFormValues, unknown, ActivityEntryFields>({
    resolver: activityResolver,
    defaultValues: defaults,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const add = useAddActivityEntry(teacherId);
  const update = useUpdateActivityEntry(teacherId);
  const documents = useEvidenceDocuments(teacherId, own);
  const works = useQuery(evidenceWorksQueryOptions(teacherId));
  const kind = useWatch({ control, name: 'kind' });
  const kindEntries = ACTIVITY_KINDS.map((code) => ({ code, label: i18n._(KIND_LABELS[code]) }));
  const visibilityEntries = ACTIVITY_VISIBILITIES.map((code) => ({ code, label: i18n._(VISIBILITY_LABELS[code]) }));

  const submit = (fields: ActivityEntryFields) =>
    saveWithToast(
      () => (entry ? update.mutateAsync({ entryId: entry.id, entry: fields }) : add.mutateAsync(fields)),
      onDone,
      {
        success: { title: entry ? t`Actividad guardada` : t`Actividad añadida`, description: fields.title },
        failure: { title: t`No se pudo guardar la actividad`, fallback: t`Inténtalo de nuevo.` },
        // Evidence that is not the teacher's own is refused with no field named: shown under the documents' picker.
        handled: (error) =>
          applyServerIssues(form, error, { focus: true, codes: { ACTIVITY_EVIDENCE_NOT_OWN: 'document_ids' } }),
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={entry ? t`Editar actividad` : t`Nueva actividad`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField label={t`Tipo de actividad`} required error={errors.kind?.message} className="sm:col-span-2">
        {(field) => (
          <Controller
            control={control}
            name="kind"
            render={({ field: select }) => (
              <CatalogueSelect
                {...field}
                ref={select.ref}
                entries={kindEntries}
                value={select.value}
                placeholder={t`Elige el tipo`}
                onValueChange={select.onChange}
                onBlur={select.onBlur}
              />
            )}
          />
        )}
      </FormField>
      {kind ? (
        <>
          <FormField label={t`Título`} required error={errors.title?.message} className="sm:col-span-2">
            {(field) => <Input {...field} autoComplete="off" maxLength={200} {...register('title')} />}
          </FormField>
          <FormField label={t`Fecha de inicio`} required error={errors.start_date?.message}>
            {(field) => <Input {...field} type="date" {...register('start_date')} />}
          </FormField>
          <FormField
            label={t`Fecha de fin`}
            hint={t`Vacía si fue un solo día o sigue en curso.`}
            error={errors.end_date?.message}
          >
            {(field) => <Input {...field} type="date" {...register('end_date')} />}
          </FormField>
          {kindFields(kind).map(({ field, required }) =>
            isChoiceField(field) ? (
              <ChoiceInput key={`${kind}-${field}`} form={form} field={field} kind={kind} required={required} />
            ) : field === 'country' ? (
              <CountryInput key={`${kind}-${field}`} form={form} kind={kind} required={required} />
            ) : (
              <TextInput key={`${kind}-${field}`} form={form} field={field} kind={kind} required={required} />
            ),
          )}
          <FormField label={t`Descripción`} error={errors.description?.message} className="sm:col-span-2">
            {(field) => <Textarea {...field} rows={3} maxLength={4000} {...register('description')} />}
          </FormField>
          <LinksField form={form} />
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <EvidencePicker
              form={form}
              name="document_ids"
              legend={t`Documentos como evidencia`}
              query={documents}
              empty={t`Sin documentos subidos.`}
              failed={t`No se pudieron cargar los documentos.`}
            />
            <EvidencePicker
              form={form}
              name="work_ids"
              legend={t`Obras del portafolio como evidencia`}
              query={works}
              empty={t`Sin obras en el portafolio.`}
              failed={t`No se pudieron cargar las obras.`}
            />
          </div>
          <FormField label={t`Visibilidad`} error={errors.visibility?.message} className="sm:col-span-2">
            {(field) => (
              <Controller
                control={control}
                name="visibility"
                render={({ field: select }) => (
                  <CatalogueSelect
                    {...field}
                    ref={select.ref}
                    entries={visibilityEntries}
                    value={select.value}
                    onValueChange={select.onChange}
                    onBlur={select.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </>
      ) : (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          <Trans>Elige primero el tipo de actividad: el formulario pide los datos de ese tipo.</Trans>
        </p>
      )}
      <p className="text-xs text-muted-foreground sm:col-span-2">
        <RequiredMark /> <Trans>Obligatorio</Trans>
      </p>
      <DialogFormFooter
        onCancel={onDone}
        pending={add.isPending || update.isPending}
        submitLabel={entry ? t`Guardar cambios` : t`Añadir actividad`}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** 'Nueva actividad' or 'Editar actividad': asks before closing with unsaved changes. */
export function ActivityFormDialog({
  open,
  onOpenChange,
  teacherId,
  own,
  entry,
}: DialogOpenState & { teacherId: number; own: boolean; entry?: ActivityEntry }) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? t`Editar actividad` : t`Nueva actividad`}
      description={t`Lo que haces como profesional: producciones, exposiciones, premios, charlas y más.`}
      className="max-h-[90dvh] max-w-2xl overflow-y-auto"
    >
      {(close) => (
        <ActivityForm key={entry?.id ?? 'new'} teacherId={teacherId} own={own} entry={entry} onDone={close} />
      )}
    </FormDialog>
  );
}
