import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { PORTFOLIO_YEAR_MIN } from '@contracts/portfolio-texts';
import type { PortfolioWork, PortfolioWorkFields } from '@contracts/portfolio';
import { CatalogueSelect } from '@/components/catalogue-select';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { portfolioTechniquesQueryOptions } from '../../api/portfolio';
import { useWorkImage, useWorkSubmit } from './use-work-submit';
import {
  emptyWorkValues,
  valuesFromWork,
  visibilityEntries,
  workResolver,
  type WorkFormValues,
} from './work-form-model';
import { WorkImageField } from './work-image-field';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** The select's entry for 'no technique' (a select item cannot have an empty value). */
const NO_TECHNIQUE = '__ninguna__';

export interface WorkFormProps {
  teacherId: number;
  /** The work being edited; none to add one. */
  work?: PortfolioWork;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * A work of the portfolio: the image (required to add, a replacement when editing), title, year, technique from the
 * catalogue plus free words, description, link and visibility, checked by the contract's PortfolioWorkFieldsSchema.
 */
export function WorkForm({ teacherId, work, onCancel, onSaved }: WorkFormProps) {
  const { t } = useLingui();
  const [defaults] = useState<WorkFormValues>(() => (work ? valuesFromWork(work) : emptyWorkValues()));
  const form = useForm<WorkFormValues, unknown, PortfolioWorkFields>({
    resolver: workResolver(),
    defaultValues: defaults,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const techniques = useQuery(portfolioTechniquesQueryOptions());
  const image = useWorkImage();
  // A chosen image counts as an edit too.
  useUnsavedChanges(form.formState.isDirty || image.file !== null);
  const { submit, pending, progress } = useWorkSubmit({ teacherId, work, form, image, onSaved });
  const currentYear = new Date().getFullYear();
  const techniqueEntries = [{ code: NO_TECHNIQUE, label: t`Sin técnica del catálogo` }, ...(techniques.data ?? [])];

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={work ? t`Editar «${ph({ title: work.title })}»` : t`Nueva obra`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <WorkImageField file={image.file} work={work} error={image.error} disabled={pending} onChange={image.onChange} />
      <FormField label={t`Título`} required error={errors.title?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="off" maxLength={120} {...register('title')} />}
      </FormField>
      <FormField label={t`Año`} error={errors.year?.message}>
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={PORTFOLIO_YEAR_MIN}
            max={currentYear}
            step={1}
            {...register('year')}
          />
        )}
      </FormField>
      <FormField label={t`Visibilidad`} error={errors.visibility?.message}>
        {(field) => (
          <Controller
            control={control}
            name="visibility"
            render={({ field: select }) => (
              <CatalogueSelect
                {...field}
                ref={select.ref}
                entries={visibilityEntries()}
                value={select.value}
                onValueChange={select.onChange}
                onBlur={select.onBlur}
                disabled={pending}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t`Técnica`}
        error={errors.technique_code?.message}
        hint={techniques.isError ? t`No se pudo cargar el catálogo de técnicas.` : undefined}
      >
        {(field) => (
          <Controller
            control={control}
            name="technique_code"
            render={({ field: select }) => (
              <CatalogueSelect
                {...field}
                ref={select.ref}
                entries={techniqueEntries}
                value={select.value || NO_TECHNIQUE}
                onValueChange={(value) => select.onChange(value === NO_TECHNIQUE ? '' : value)}
                onBlur={select.onBlur}
                disabled={pending || techniques.isPending}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t`Detalle de la técnica`}
        hint={t`Con tus palabras: materiales, programas, formato.`}
        error={errors.technique_note?.message}
      >
        {(field) => <Input {...field} autoComplete="off" maxLength={120} {...register('technique_note')} />}
      </FormField>
      <FormField label={t`Descripción`} error={errors.description?.message} className="sm:col-span-2">
        {(field) => <Textarea {...field} rows={3} maxLength={2000} {...register('description')} />}
      </FormField>
      <FormField
        label={t`Enlace a la obra completa`}
        hint={t`Behance, ArtStation, Vimeo o tu sitio; empieza por https://`}
        error={errors.link_url?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={500}
            {...register('link_url')}
          />
        )}
      </FormField>
      {progress !== null ? (
        <div className="grid gap-1 sm:col-span-2">
          <Progress value={progress} aria-label={t`Subiendo la imagen`} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            <Trans>Subiendo la imagen: {progress} %</Trans>
          </p>
        </div>
      ) : null}
      <DialogFormFooter
        onCancel={onCancel}
        pending={pending}
        submitLabel={work ? t`Guardar cambios` : t`Añadir obra`}
        className="sm:col-span-2"
      />
    </form>
  );
}
