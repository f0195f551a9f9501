import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogFormFooterProps {
  /** Closes the dialog; a plain button, so it never submits the form. */
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  submitVariant?: 'default' | 'destructive';
  cancelLabel?: string;
  /** Shown on the submit button while pending, in place of the spinner and `submitLabel`. */
  pendingLabel?: string;
  className?: string;
}

/**
 * The footer of every form in a dialog: 'Cancelar' (or `cancelLabel`), and the submit button with a spinner while it
 * runs (or `pendingLabel` in its place).
 */
export function DialogFormFooter({
  onCancel,
  pending,
  submitLabel,
  submitVariant = 'default',
  cancelLabel = 'Cancelar',
  pendingLabel,
  className,
}: DialogFormFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={submitVariant} disabled={pending}>
        {pending && pendingLabel !== undefined ? (
          pendingLabel
        ) : (
          <>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {submitLabel}
          </>
        )}
      </Button>
    </DialogFooter>
  );
}
