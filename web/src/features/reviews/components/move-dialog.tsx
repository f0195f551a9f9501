import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { REVIEW_REASON_MAX } from '@contracts/reviews';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';

/** The text a move takes (a reason, a note): its label, hint, the message when it is required and empty. */
interface MoveText {
  label: string;
  hint?: string;
  required?: string;
  max?: number;
}

interface MoveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  text?: MoveText;
  pending: boolean;
  /** Called with the trimmed text ('' when none); the caller closes the dialog once the move is done. */
  onConfirm: (text: string) => void;
}

/** The dialog's form, mounted afresh at each opening (an empty text each time). */
function MoveForm({
  text,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  onCancel,
}: Pick<MoveDialogProps, 'text' | 'confirmLabel' | 'destructive' | 'pending' | 'onConfirm'> & {
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    // Rendered inside another form's tree, its submit must not reach that form through the portal.
    event.stopPropagation();
    const trimmed = value.trim();
    if (text?.required && !trimmed) {
      setError(text.required);
      return;
    }
    onConfirm(trimmed);
  };
  return (
    <form noValidate onSubmit={confirm} className="grid gap-4">
      <UnsavedChangesGuard dirty={value.trim() !== ''} />
      {text ? (
        <FormField label={text.label} hint={text.hint} required={Boolean(text.required)} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={text.max ?? REVIEW_REASON_MAX}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </FormField>
      ) : null}
      <DialogFormFooter
        onCancel={onCancel}
        pending={pending}
        submitLabel={confirmLabel}
        submitVariant={destructive ? 'destructive' : 'default'}
        cancelLabel={t`Cancelar`}
      />
    </form>
  );
}

/**
 * The question before a move of a cycle or a review that cannot be taken back (open, close, submit, send, return),
 * with the reason or note it takes; a typed text is not lost by mistake (decision 036).
 */
export function MoveDialog({ open, onOpenChange, title, description, pending, ...form }: MoveDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
    >
      {(close) => <MoveForm {...form} pending={pending} onCancel={close} />}
    </FormDialog>
  );
}
