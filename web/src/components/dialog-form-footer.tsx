import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { useGuardedCancel } from '@/lib/unsaved-changes';

interface DialogFormFooterProps {
  /** Closes the dialog (after asking, while a form in it holds unsaved changes); a plain button, never a submit. */
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
  cancelLabel,
  pendingLabel,
  className,
}: DialogFormFooterProps) {
  const { t } = useLingui();
  const cancel = useGuardedCancel(onCancel);
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={cancel} disabled={pending}>
        {cancelLabel ?? t`Cancelar`}
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
