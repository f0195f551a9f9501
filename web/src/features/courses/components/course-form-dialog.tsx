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

const TITLES: Record<CourseFormMode, string> = {
  create: 'Nuevo Curso',
  edit: 'Editar Curso',
  view: 'Detalle del Curso',
};

/** The course form in a dialog (§2.12): create, edit, or view read-only; edit and view load the course first. */
export function CourseFormDialog({ open, mode, course, onOpenChange }: CourseFormDialogProps) {
  const detail = useQuery({ ...courseQueryOptions(course?.id ?? 0), enabled: open && course !== undefined });
  const loading = course !== undefined && !detail.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-5xl grid-cols-1 overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
          <DialogDescription>
            {mode === 'view' ? 'Información del curso (solo lectura).' : 'Los campos con * son obligatorios.'}
            {mode === 'view' && course ? (
              <>
                {' '}
                <Link to={`/admin/courses/${course.id}`} className="underline underline-offset-2">
                  Abrir la página del curso
                </Link>
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-destructive">
              {COURSE_TEXTS.itemFailed}: {getErrorMessage(detail.error, '')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : loading ? (
          <Spinner label="Cargando curso" className="justify-center py-10" />
        ) : (
          <Suspense fallback={<Spinner label="Cargando formulario" className="justify-center py-10" />}>
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
