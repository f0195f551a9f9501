import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';

interface SubDialogProps<TValues extends FieldValues, TOutput> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The dialog's own react-hook-form form, checked by its contract schema. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => void;
  children: ReactNode;
}

/**
 * A small dialog over the teacher form, with its own react-hook-form form. Its own <form> stops the submit event,
 * which React would otherwise bubble through the portal to the teacher form.
 */
export function SubDialog<TValues extends FieldValues, TOutput>({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitDisabled,
  form,
  onSubmit,
  children,
}: SubDialogProps<TValues, TOutput>) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    if (submitDisabled) return event.preventDefault();
    void form.handleSubmit(onSubmit)(event);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Cancelar</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
