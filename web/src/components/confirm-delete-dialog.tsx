import type { ReactNode } from 'react';
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

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Not called while the deletion runs: the dialog stays open until the call ends. */
  onOpenChange: (open: boolean) => void;
  /** The deletion is running: both buttons are disabled and 'Eliminar' reads 'Eliminando...'. */
  pending: boolean;
  onConfirm: () => void;
  /** '¿Eliminar documento?' */
  title: string;
  description: ReactNode;
  /** The button that opens the dialog, when the dialog carries its own. */
  trigger?: ReactNode;
}

/** 'Cancelar' / 'Eliminar' confirmation of a deletion, open until the call ends (its result closes it). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  title,
  description,
  trigger,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          {/* Not AlertDialogAction: it would close the dialog before the call ends. */}
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Eliminando...' : 'Eliminar'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
