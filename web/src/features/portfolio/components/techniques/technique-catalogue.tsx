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
        success: { title: 'Técnica añadida al catálogo' },
        failure: { title: 'No se pudo añadir la técnica', fallback: 'Inténtalo de nuevo.' },
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
          Técnicas del catálogo
        </h3>
        <p className="text-sm text-muted-foreground">
          Los docentes eligen la técnica de cada obra entre las áreas de especialidad y las técnicas que añade la
          administración. Una técnica añadida aquí está disponible para todos los docentes.
        </p>
      </div>
      {techniques.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando el catálogo...</p>
      ) : techniques.isError ? (
        <p role="alert" className="text-sm text-destructive">
          No se pudo cargar el catálogo de técnicas.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void techniques.refetch()}>
            Reintentar
          </Button>
        </p>
      ) : added.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aún no se añadieron técnicas además de las áreas de especialidad.
        </p>
      ) : (
        <AddedTechniqueList techniques={added} afterRemove={heading} />
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Nueva técnica" error={errors.label?.message} className="sm:w-80">
          {(field) => <Input {...field} maxLength={80} autoComplete="off" {...register('label')} />}
        </FormField>
        <Button type="submit" variant="outline" disabled={add.isPending} className="sm:mb-0">
          {add.isPending ? 'Añadiendo...' : 'Añadir técnica'}
        </Button>
      </form>
    </section>
  );
}
