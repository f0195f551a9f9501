import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  REVIEW_NAME_MAX,
  REVIEW_SCALE_LABEL_MAX,
  REVIEW_SCALE_MAX,
  REVIEW_SCALE_MIN,
  REVIEW_SECTION_TITLE_MAX,
  REVIEW_SECTIONS_MAX,
  REVIEW_SECTIONS_MIN,
  type ReviewCycle,
  type ReviewCycleFields,
} from '@contracts/reviews';
import { CatalogueSelect } from '@/components/catalogue-select';
import { FieldError, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { reviewerOptionsQueryOptions, teacherMatchesQueryOptions, useSaveCycle } from '../api/reviews';
import {
  cycleResolver,
  emptyCycleValues,
  moved,
  newSectionId,
  valuesFromCycle,
  type CycleFormValues,
} from './cycle-form-model';

type CycleForm = UseFormReturn<CycleFormValues, unknown, ReviewCycleFields>;
interface ReviewerEntry {
  code: string;
  label: string;
}

const ICON_BUTTON = 'size-9 shrink-0';

/** A teacher found by name, added to the cycle's list (a teacher already there is not offered again). */
function TeacherSearch({
  taken,
  onPick,
}: {
  taken: number[];
  onPick: (teacher: { id: number; name: string }) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const matches = useQuery({ ...teacherMatchesQueryOptions(debounced), placeholderData: keepPreviousData });
  const offered = matches.data?.items.filter((match) => !taken.includes(match.id)) ?? [];
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t`Añadir profesor`}</Label>
      <Input
        id={id}
        type="search"
        className="max-w-sm"
        placeholder={t`Buscar por nombre`}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {/* Shown only while the box holds text. A pick empties it; keyed on the debounced text alone, the list (or
          'Ningún profesor coincide', the pick being taken) stayed 250 ms more, then went and moved the cards below
          under the next click. */}
      {q.trim() && debounced.trim() && matches.data ? (
        offered.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            <Trans>Ningún profesor coincide</Trans>
          </p>
        ) : (
          <ul aria-label={t`Profesores encontrados`} className="grid max-w-sm gap-1 rounded-md border bg-card p-1">
            {offered.map((match) => (
              <li key={match.id}>
                <button
                  type="button"
                  className="w-full rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => {
                    setQ('');
                    onPick({ id: match.id, name: match.full_name });
                  }}
                >
                  {match.full_name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/** The teachers and their reviewers: every active teacher with a default reviewer (and exceptions), or those chosen. */
function TeachersCard({ form, reviewers }: { form: CycleForm; reviewers: ReviewerEntry[] }) {
  const { t } = useLingui();
  const id = useId();
  const { control, watch, formState } = form;
  const assignments = useFieldArray({ control, name: 'assignments', keyName: 'key' });
  const scope = watch('teacher_scope');
  const defaultReviewer = watch('default_reviewer_id');
  const errors = formState.errors;
  const listError = errors.assignments?.message ?? errors.assignments?.root?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Profesores y evaluadores</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Cada profesor tiene un evaluador del personal; varios miembros del personal pueden repartirse el trabajo.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Controller
          control={control}
          name="teacher_scope"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">
                <Trans>Profesores de la revisión</Trans>
              </legend>
              {(['all_active', 'chosen'] as const).map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`${id}-scope-${value}`}
                    name={`${id}-scope`}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    className="size-4 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-ring"
                  />
                  <Label htmlFor={`${id}-scope-${value}`} className="font-normal">
                    {value === 'all_active' ? t`Todos los profesores activos` : t`Solo los profesores elegidos`}
                  </Label>
                </div>
              ))}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="default_reviewer_id"
          render={({ field, fieldState }) => (
            <FormField
              label={scope === 'all_active' ? t`Evaluador por defecto` : t`Evaluador para los que añadas`}
              hint={
                scope === 'all_active'
                  ? t`Evalúa a cada profesor activo que no figure en la lista de abajo.`
                  : t`Se propone para cada profesor que añadas; puedes cambiarlo en su fila.`
              }
              required={scope === 'all_active'}
              error={fieldState.error?.message}
            >
              {(control) => (
                <CatalogueSelect
                  {...control}
                  className="w-full max-w-sm"
                  entries={reviewers}
                  value={field.value === null ? '' : String(field.value)}
                  onValueChange={(value) => field.onChange(Number(value))}
                  placeholder={t`Elige un evaluador`}
                />
              )}
            </FormField>
          )}
        />
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">
            {scope === 'all_active' ? <Trans>Profesores con otro evaluador</Trans> : <Trans>Profesores elegidos</Trans>}
          </h3>
          {assignments.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {scope === 'all_active' ? (
                <Trans>Ninguno: el evaluador por defecto evalúa a todos.</Trans>
              ) : (
                <Trans>Todavía no has elegido profesores.</Trans>
              )}
            </p>
          ) : (
            <ul aria-label={t`Profesores y sus evaluadores`} className="grid gap-2">
              {assignments.fields.map((assignment, index) => (
                <li
                  key={assignment.key}
                  className="grid gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto] sm:items-start"
                >
                  <span className="self-center text-sm font-medium break-words">{assignment.teacher_name}</span>
                  <Controller
                    control={control}
                    name={`assignments.${index}.reviewer_id`}
                    render={({ field, fieldState }) => (
                      <div className="grid gap-1">
                        <CatalogueSelect
                          aria-label={t`Evaluador de ${assignment.teacher_name}`}
                          aria-invalid={fieldState.error ? true : undefined}
                          className="w-full"
                          entries={reviewers}
                          value={field.value === null ? '' : String(field.value)}
                          onValueChange={(value) => field.onChange(Number(value))}
                          placeholder={t`Elige un evaluador`}
                        />
                        <FieldError message={fieldState.error?.message} />
                      </div>
                    )}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className={ICON_BUTTON}
                    aria-label={t`Quitar a ${assignment.teacher_name}`}
                    onClick={() => assignments.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <FieldError message={listError} announce />
          <TeacherSearch
            taken={assignments.fields.map((assignment) => assignment.teacher_id)}
            onPick={(teacher) =>
              assignments.append({ teacher_id: teacher.id, teacher_name: teacher.name, reviewer_id: defaultReviewer })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** The self-report's sections: renamed, added, removed and ordered before the cycle opens. */
function SectionsCard({ form }: { form: CycleForm }) {
  const { t } = useLingui();
  const { control, register, formState } = form;
  const sections = useFieldArray({ control, name: 'sections', keyName: 'key' });
  const errors = formState.errors.sections;
  const count = sections.fields.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Secciones del autoinforme</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>El profesor escribe un texto por sección. Una vez abierto el ciclo, las secciones no cambian.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="grid gap-2">
          {sections.fields.map((section, index) => {
            const position = index + 1;
            const error = errors?.[index]?.title?.message ?? errors?.[index]?.id?.message;
            return (
              <li key={section.key} className="grid gap-1">
                <div className="flex items-center gap-1">
                  <Input
                    aria-label={t`Título de la sección ${position}`}
                    aria-invalid={error ? true : undefined}
                    maxLength={REVIEW_SECTION_TITLE_MAX}
                    className="min-w-0 flex-1"
                    {...register(`sections.${index}.title`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className={ICON_BUTTON}
                    aria-label={t`Subir la sección ${position}`}
                    disabled={index === 0}
                    onClick={() => sections.move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className={ICON_BUTTON}
                    aria-label={t`Bajar la sección ${position}`}
                    disabled={index === count - 1}
                    onClick={() => sections.move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className={ICON_BUTTON}
                    aria-label={t`Quitar la sección ${position}`}
                    disabled={count <= REVIEW_SECTIONS_MIN}
                    onClick={() => sections.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <FieldError message={error} />
              </li>
            );
          })}
        </ol>
        <FieldError message={errors?.message ?? errors?.root?.message} announce />
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={count >= REVIEW_SECTIONS_MAX}
            onClick={() =>
              sections.append({
                id: newSectionId(form.getValues('sections').map((each) => each.id)),
                title: '',
              })
            }
          >
            <Plus aria-hidden="true" />
            <Trans>Añadir sección</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The overall rating's labels, best first. */
function ScaleCard({ form }: { form: CycleForm }) {
  const { t } = useLingui();
  const { watch, setValue, formState } = form;
  const scale = watch('rating_scale');
  const errors = formState.errors.rating_scale;
  const change = (next: string[]) => setValue('rating_scale', next, { shouldDirty: true });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Escala de valoración</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Los niveles de la valoración global, del mejor al peor.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="grid gap-2">
          {scale.map((label, index) => {
            const level = index + 1;
            const error = Array.isArray(errors)
              ? (errors[index] as { message?: string } | undefined)?.message
              : undefined;
            return (
              <li key={index} className="grid gap-1">
                <div className="flex items-center gap-1">
                  <Input
                    aria-label={t`Nivel ${level}`}
                    aria-invalid={error ? true : undefined}
                    maxLength={REVIEW_SCALE_LABEL_MAX}
                    className="min-w-0 flex-1"
                    value={label}
                    onChange={(event) => change(scale.map((each, at) => (at === index ? event.target.value : each)))}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className={ICON_BUTTON}
                    aria-label={t`Subir el nivel ${level}`}
                    disabled={index === 0}
                    onClick={() => change(moved(scale, index, index - 1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className={ICON_BUTTON}
                    aria-label={t`Quitar el nivel ${level}`}
                    disabled={scale.length <= REVIEW_SCALE_MIN}
                    onClick={() => change(scale.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <FieldError message={error} />
              </li>
            );
          })}
        </ol>
        <FieldError message={Array.isArray(errors) ? undefined : errors?.message} announce />
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={scale.length >= REVIEW_SCALE_MAX}
            onClick={() => change([...scale, ''])}
          >
            <Plus aria-hidden="true" />
            <Trans>Añadir nivel</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

interface CycleFormProps {
  /** The cycle edited (in draft), or none for a new one. */
  cycle?: ReviewCycle;
  onSaved: (cycle: ReviewCycle) => void;
  onCancel: () => void;
}

/**
 * A review cycle's settings (staff, while in preparation): name and period, deadlines, the teachers and their
 * reviewers, the self-report's sections and the rating scale. Checked by the contract's ReviewCycleInputSchema;
 * leaving with unsaved changes asks first.
 */
export function CycleForm({ cycle, onSaved, onCancel }: CycleFormProps) {
  const { t } = useLingui();
  const [defaults] = useState(() => (cycle ? valuesFromCycle(cycle) : emptyCycleValues()));
  const form = useForm<CycleFormValues, unknown, ReviewCycleFields>({
    resolver: cycleResolver(),
    defaultValues: defaults,
  });
  const { register, formState } = form;
  const { release } = useUnsavedChanges(formState.isDirty);
  const save = useSaveCycle();
  const reviewerOptions = useQuery(reviewerOptionsQueryOptions());
  const reviewers = (reviewerOptions.data?.items ?? []).map((person) => ({
    code: String(person.id),
    label: person.name,
  }));
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: cycle?.id ?? null, input: values });
      toast({ title: cycle ? t`Ciclo guardado` : t`Ciclo creado` });
      release();
      onSaved(saved);
    } catch (error) {
      if (applyServerIssues(form, error, { focus: true })) return;
      toast({
        title: t`No se pudo guardar el ciclo`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={cycle ? t`Editar ciclo` : t`Nuevo ciclo`} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Datos del ciclo</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label={t`Nombre`} required error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={REVIEW_NAME_MAX}
                placeholder={t`Revisión anual 2026`}
                {...register('name')}
              />
            )}
          </FormField>
          <FormField
            label={t`Periodo (año)`}
            hint={t`El año cuyo registro rellena los autoinformes.`}
            required
            error={errors.year?.message}
          >
            {(control) => <Input {...control} type="number" inputMode="numeric" {...register('year')} />}
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Plazos</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Se recuerda a cada persona antes de cada plazo y una vez después.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <FormField label={t`Autoinforme`} required error={errors.deadlines?.self_report?.message}>
            {(control) => <Input {...control} type="date" {...register('deadlines.self_report')} />}
          </FormField>
          <FormField label={t`Evaluación`} required error={errors.deadlines?.evaluation?.message}>
            {(control) => <Input {...control} type="date" {...register('deadlines.evaluation')} />}
          </FormField>
          <FormField label={t`Respuesta`} required error={errors.deadlines?.response?.message}>
            {(control) => <Input {...control} type="date" {...register('deadlines.response')} />}
          </FormField>
        </CardContent>
      </Card>
      <TeachersCard form={form} reviewers={reviewers} />
      <SectionsCard form={form} />
      <ScaleCard form={form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner aria-hidden="true" /> : null}
          {cycle ? <Trans>Guardar cambios</Trans> : <Trans>Crear ciclo</Trans>}
        </Button>
      </div>
    </form>
  );
}
