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
import { useDocumentScreenLanguage, type ScreenLanguage } from '@/lib/document-language';

/** The buttons in the screen's language (docs/product.md, Languages): user management is English. */
const BUTTONS: Record<ScreenLanguage, { cancel: string; confirm: string; pending: string }> = {
  es: { cancel: 'Cancelar', confirm: 'Eliminar', pending: 'Eliminando...' },
  en: { cancel: 'Cancel', confirm: 'Delete', pending: 'Deleting...' },
};

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
 * 'Cancelar' / 'Eliminar' confirmation of a deletion ('Cancel' / 'Delete' on an English screen), open until the call
 * ends (its result closes it).
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
  const buttons = BUTTONS[useDocumentScreenLanguage()];
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent returnFocusTo={returnFocusTo}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{buttons.cancel}</AlertDialogCancel>
          {/* Not AlertDialogAction: it would close the dialog before the call ends. */}
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? buttons.pending : buttons.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
