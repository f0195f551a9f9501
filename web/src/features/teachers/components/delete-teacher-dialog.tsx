import { useLingui } from '@lingui/react/macro';
import type { Teacher } from '@contracts/teachers';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteTeacher } from '../api/staff-teachers';

interface DeleteTeacherDialogProps {
  open: boolean;
  /** The teacher to delete (kept while the dialog fades out). */
  teacher: Pick<Teacher, 'id' | 'full_name'> | null;
  onClose: () => void;
}

/** '¿Eliminar profesor?': deleting removes the teacher and everything tied to them, for good. */
export function DeleteTeacherDialog({ open, teacher, onClose }: DeleteTeacherDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteTeacher();
  const name = teacher?.full_name ?? '';

  const onConfirm = () => {
    if (!teacher || remove.isPending) return;
    remove.mutate(teacher, {
      onSuccess: () => toast({ title: t`Profesor eliminado`, description: t`${name} ha sido eliminado exitosamente.` }),
      onError: (error) => {
        const reason = getErrorMessage(error, t`Failed to delete teacher`);
        toast({
          title: t`Error al eliminar`,
          description: t`No se pudo eliminar al profesor: ${reason}`,
          variant: 'destructive',
        });
      },
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open && teacher !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={onConfirm}
      title={t`¿Eliminar profesor?`}
      description={t`Esta acción eliminará permanentemente a ${name} y todos sus datos asociados (cuenta de usuario, documentos y badges). Esta acción no se puede deshacer.`}
    />
  );
}
