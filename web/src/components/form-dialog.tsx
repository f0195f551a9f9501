import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Whether a dialog is open, and how it asks to open or close. */
export interface DialogOpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface FormDialogProps extends DialogOpenState {
  title: ReactNode;
  description: ReactNode;
  /** Classes of the dialog's panel (its width, a scroll for long forms). */
  className?: string;
  /** The form; as a function, it is mounted only while the dialog is open (a fresh form each time) and gets `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** The shell of a dialog that holds a form: the panel, its title and description, then the form. */
export function FormDialog({ open, onOpenChange, title, description, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {typeof children === 'function' ? (open ? children(() => onOpenChange(false)) : null) : children}
      </DialogContent>
    </Dialog>
  );
}
