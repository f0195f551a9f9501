import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteDocument } from '../api/documents';

/** Deletes one document after a confirmation; 'Documento eliminado' or 'Error al eliminar el documento'. */
export function DeleteDocumentButton({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocument();
  const onConfirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Documento eliminado' });
      },
      onError: (error) => {
        setOpen(false);
        toast({ title: 'Error al eliminar el documento', description: getErrorMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
      },
    });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Eliminar ${name}`} title="Eliminar" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Eliminar documento?</AlertDialogTitle>
          <AlertDialogDescription>Se eliminará «{name}» de forma permanente. Esta acción no se puede deshacer.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          {/* Not AlertDialogAction: it would close the dialog before the call ends. */}
          <Button variant="destructive" disabled={remove.isPending} onClick={onConfirm}>
            {remove.isPending ? 'Eliminando...' : 'Eliminar'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
