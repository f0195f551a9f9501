import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Course } from '@contracts/courses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { courseQueryOptions } from '../api/courses';
import { COURSE_TEXTS } from '../course-texts';
import type { CourseFormMode } from './course-form/course-form-model';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

// The form (zod, react-hook-form, the pickers) loads when a dialog first opens.
const CourseForm = lazyPartOrNotice(() => import('./course-form/course-form').then((m) => m.CourseForm));

interface CourseFormDialogProps {
  open: boolean;
  mode: CourseFormMode;
  /** The row the dialog opened from (edit, view); none to create. */
  course?: Course;
  onOpenChange: (open: boolean) => void;
}

const TITLES: Record<CourseFormMode, MessageDescriptor> = {
  create: msg`Nuevo Curso`,
  edit: msg`Editar Curso`,
  view: msg`Detalle del Curso`,
};

/** The course form in a dialog (§2.12): create, edit, or view read-only; edit and view load the course first. */
export function CourseFormDialog({ open, mode, course, onOpenChange }: CourseFormDialogProps) {
  const { t } = useLingui();
  const detail = useQuery({ ...courseQueryOptions(course?.id ?? 0), enabled: open && course !== undefined });
  const loading = course !== undefined && !detail.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-5xl grid-cols-1 overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(TITLES[mode])}</DialogTitle>
          <DialogDescription>
            {mode === 'view' ? (
              <Trans>Información del curso (solo lectura).</Trans>
            ) : (
              <Trans>Los campos con * son obligatorios.</Trans>
            )}
            {mode === 'view' && course ? (
              <>
                {' '}
                <Link to={`/admin/courses/${course.id}`} className="underline underline-offset-2">
                  <Trans>Abrir la página del curso</Trans>
                </Link>
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-destructive">
              {t(COURSE_TEXTS.itemFailed)}: {getErrorMessage(detail.error, '')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </div>
        ) : loading ? (
          <Spinner label={t`Cargando curso`} className="justify-center py-10" />
        ) : (
          <Suspense fallback={<Spinner label={t`Cargando formulario`} className="justify-center py-10" />}>
            <CourseForm
              key={`${mode}-${course?.id ?? 'new'}-${detail.dataUpdatedAt}`}
              mode={mode}
              course={detail.data ?? course}
              teacher={detail.data?.teacher ?? null}
              onCancel={() => onOpenChange(false)}
              onSaved={() => onOpenChange(false)}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
