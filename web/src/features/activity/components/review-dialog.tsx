import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActivityReturnSchema, ActivityVerifySchema, type ActivityEntry } from '@contracts/activity-record';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { Textarea } from '@/components/ui/textarea';
import { applyServerIssues } from '@/lib/form-errors';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useReviewActivityEntry } from '../api/activity';

export type ReviewAction = 'verify' | 'return';

interface ReviewDialogProps {
  teacherId: number;
  /** The entry reviewed (kept while the dialog fades out). */
  entry: ActivityEntry | null;
  action: ReviewAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The one text the review asks for: the note (verify) or the reason (return). */
interface ReviewForm {
  text: string;
}

/**
 * Staff's review of an entry: 'Verificar' with the note (against which evidence it was checked) or 'Devolver' with
 * the reason, which the teacher is told and reads on the entry. Checked by the contract's schemas.
 */
export function ReviewDialog({ teacherId, entry, action, open, onOpenChange }: ReviewDialogProps) {
  const { t } = useLingui();
  const review = useReviewActivityEntry(teacherId);
  const verifying = action === 'verify';
  const title = entry?.title;
  const form = useForm<ReviewForm>({
    // The contract's own field: the note's rules to verify, the reason's to return.
    resolver: zodResolver(
      z.object({ text: verifying ? ActivityVerifySchema.shape.note : ActivityReturnSchema.shape.reason }),
    ),
    defaultValues: { text: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) reset({ text: '' });
  }, [open, action, reset]);

  const submit = handleSubmit(({ text }) =>
    entry
      ? saveWithToast(
          () =>
            review.mutateAsync({
              entryId: entry.id,
              review: verifying ? { action: 'verify', note: text.trim() } : { action: 'return', reason: text.trim() },
            }),
          () => onOpenChange(false),
          {
            success: { title: verifying ? t`Actividad verificada` : t`Actividad devuelta al docente` },
            failure: {
              title: verifying ? t`No se pudo verificar la actividad` : t`No se pudo devolver la actividad`,
              fallback: t`Inténtalo de nuevo.`,
            },
            handled: (error) =>
              applyServerIssues(form, error, { focus: true, renames: { note: 'text', reason: 'text' } }),
          },
        )
      : undefined,
  );

  return (
    <FormDialog
      open={open && entry !== null}
      onOpenChange={(next) => !review.isPending && onOpenChange(next)}
      title={verifying ? t`Verificar actividad` : t`Devolver actividad`}
      description={
        verifying ? (
          <Trans>«{title}» quedará marcada como verificada, con tu nombre, la fecha y esta nota.</Trans>
        ) : (
          <Trans>«{title}» vuelve al docente, que recibirá una notificación con el motivo.</Trans>
        )
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <FormField
          label={verifying ? t`Nota de verificación` : t`Motivo`}
          hint={verifying ? t`Contra qué evidencia se comprobó: el documento, la obra o el enlace.` : undefined}
          required
          error={errors.text?.message}
        >
          {(field) => <Textarea {...field} rows={4} maxLength={1000} {...register('text')} />}
        </FormField>
        <DialogFormFooter
          onCancel={() => onOpenChange(false)}
          pending={review.isPending}
          submitLabel={verifying ? t`Verificar` : t`Devolver`}
        />
      </form>
    </FormDialog>
  );
}
