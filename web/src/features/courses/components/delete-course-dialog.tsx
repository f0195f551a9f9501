import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@contracts/courses';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteCourse } from '../api/courses';
import { COURSE_TEXTS } from '../course-texts';

interface DeleteCourseDialogProps {
  open: boolean;
  course: Pick<Course, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** '¿Eliminar este curso?': the course and its resources (their files too) go. */
export function DeleteCourseDialog({ open, course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteCourse({
    onSuccess: () => {
      onClose();
      toast({ title: t(COURSE_TEXTS.deleted) });
      onDeleted?.();
    },
    onError: (error) => {
      onClose();
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t`No se pudo eliminar el curso.`),
        variant: 'destructive',
      });
    },
  });
  return (
    <ConfirmDeleteDialog
      open={open && course !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={() => course && !remove.isPending && remove.mutate(course.id)}
      title={t`¿Eliminar este curso?`}
      description={
        <Trans>
          Se eliminará <strong>{course?.name}</strong> con sus recursos y sus archivos. Esta acción no se puede
          deshacer.
        </Trans>
      }
    />
  );
}
