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
  const remove = useDeleteTeacher();

  const onConfirm = () => {
    if (!teacher || remove.isPending) return;
    remove.mutate(teacher, {
      onSuccess: () =>
        toast({ title: 'Profesor eliminado', description: `${teacher.full_name} ha sido eliminado exitosamente.` }),
      onError: (error) =>
        toast({
          title: 'Error al eliminar',
          description: `No se pudo eliminar al profesor: ${getErrorMessage(error, 'Failed to delete teacher')}`,
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open && teacher !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={onConfirm}
      title="¿Eliminar profesor?"
      description={`Esta acción eliminará permanentemente a ${teacher?.full_name ?? ''} y todos sus datos asociados (cuenta de usuario, documentos y badges). Esta acción no se puede deshacer.`}
    />
  );
}
