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
import type { ReturnFocusTo } from '@/components/dialog-layers';
import { Trans } from '@lingui/react/macro';

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
  /** Where the focus goes on close when the opener is gone (the row of what was deleted). */
  returnFocusTo?: ReturnFocusTo;
}

/**
 * 'Cancelar' / 'Eliminar' confirmation of a deletion, in the person's language, open until the call ends (its result
 * closes it).
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  title,
  description,
  trigger,
  returnFocusTo,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent returnFocusTo={returnFocusTo}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>
            <Trans>Cancelar</Trans>
          </AlertDialogCancel>
          {/* Not AlertDialogAction: it would close the dialog before the call ends. */}
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Trans>Eliminando...</Trans> : <Trans>Eliminar</Trans>}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
