import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogFormFooterProps {
  /** Closes the dialog; a plain button, so it never submits the form. */
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  submitVariant?: 'default' | 'destructive';
  className?: string;
}

/** The footer of every form in a dialog: 'Cancelar', and the submit button with a spinner while it runs. */
export function DialogFormFooter({
  onCancel,
  pending,
  submitLabel,
  submitVariant = 'default',
  className,
}: DialogFormFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancelar
      </Button>
      <Button type="submit" variant={submitVariant} disabled={pending}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
