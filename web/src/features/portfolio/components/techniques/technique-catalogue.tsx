import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { portfolioTechniquesQueryOptions, useAddPortfolioTechnique } from '../../api/portfolio';
import { AddedTechniqueList } from './added-technique-list';
import { addedTechniques } from './added-techniques';
import { showLabelRefusal, useTechniqueLabelForm } from './technique-label-form';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * 'Técnicas del catálogo' (staff, under a teacher's Portafolio tab): the techniques teachers pick when they describe
 * a work are the expertise areas plus the ones staff add here, for instance when a teacher wrote a technique the
 * catalogue lacks in the free words. A technique is added for every teacher; staff rename it, or remove it while no
 * work names it.
 */
export function TechniqueCatalogue() {
  const { t } = useLingui();
  const techniques = useQuery(portfolioTechniquesQueryOptions());
  const add = useAddPortfolioTechnique();
  const form = useTechniqueLabelForm();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const added = addedTechniques(techniques.data ?? []);

  const submit = handleSubmit(({ label }) =>
    saveWithToast(
      () => add.mutateAsync(label.trim()),
      () => reset({ label: '' }),
      {
        success: { title: t`Técnica añadida al catálogo` },
        failure: { title: t`No se pudo añadir la técnica`, fallback: t`Inténtalo de nuevo.` },
        handled: (error) => showLabelRefusal(form, error),
      },
    ),
  );

  return (
    <section aria-labelledby="technique-catalogue-heading" className="mt-8 grid gap-3 border-t pt-6">
      <div className="grid gap-1">
        <h3
          id="technique-catalogue-heading"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Trans>Técnicas del catálogo</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Los docentes eligen la técnica de cada obra entre las áreas de especialidad y las técnicas que añade la
            administración. Una técnica añadida aquí está disponible para todos los docentes.
          </Trans>
        </p>
      </div>
      {techniques.isPending ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Cargando el catálogo...</Trans>
        </p>
      ) : techniques.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>No se pudo cargar el catálogo de técnicas.</Trans>{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void techniques.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </p>
      ) : added.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aún no se añadieron técnicas además de las áreas de especialidad.</Trans>
        </p>
      ) : (
        <AddedTechniqueList techniques={added} afterRemove={heading} />
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={t`Nueva técnica`} error={errors.label?.message} className="sm:w-80">
          {(field) => <Input {...field} maxLength={80} autoComplete="off" {...register('label')} />}
        </FormField>
        <Button type="submit" variant="outline" disabled={add.isPending} className="sm:mb-0">
          {add.isPending ? t`Añadiendo...` : t`Añadir técnica`}
        </Button>
      </form>
    </section>
  );
}
