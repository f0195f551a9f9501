import type { MouseEvent } from 'react';
import type { Teacher } from '@contracts/teachers';
import { getErrorMessage } from '@/lib/api-client';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
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

  const onConfirm = (event: MouseEvent) => {
    event.preventDefault(); // stay open until the call ends
    if (!teacher || remove.isPending) return;
    remove.mutate(teacher, {
      onSuccess: () => toast({ title: 'Profesor eliminado', description: `${teacher.full_name} ha sido eliminado exitosamente.` }),
      onError: (error) =>
        toast({ title: 'Error al eliminar', description: `No se pudo eliminar al profesor: ${getErrorMessage(error, 'Failed to delete teacher')}`, variant: 'destructive' }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog
      open={open && teacher !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Eliminar profesor?</AlertDialogTitle>
          <AlertDialogDescription>
            Esta acción eliminará permanentemente a {teacher?.full_name} y todos sus datos asociados (cuenta de usuario, documentos y badges). Esta acción no se
            puede deshacer.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? 'Eliminando...' : 'Eliminar'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
