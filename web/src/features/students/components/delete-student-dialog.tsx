import { Trans, useLingui } from '@lingui/react/macro';
import type { Student } from '@contracts/students';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteStudent } from '../api/staff-students';

/** '¿Eliminar este estudiante?': the student, their account, grades, badges and documents go. */
export function DeleteStudentDialog({
  open,
  student,
  onClose,
}: {
  open: boolean;
  student: Student | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteStudent({
    onSuccess: () => {
      onClose();
      toast({ title: t`Estudiante eliminado` });
    },
    onError: (error) => {
      onClose();
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t`No se pudo eliminar el estudiante`),
        variant: 'destructive',
      });
    },
  });
  const name = student?.full_name;
  return (
    <ConfirmDeleteDialog
      open={open && student !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={() => student && !remove.isPending && remove.mutate(student.id)}
      title={t`¿Eliminar este estudiante?`}
      description={
        <Trans>
          Se eliminarán <strong>{name}</strong>, su cuenta, sus notas, sus badges y sus documentos. Esta acción no se
          puede deshacer.
        </Trans>
      }
    />
  );
}
