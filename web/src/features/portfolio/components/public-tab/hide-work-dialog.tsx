import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PortfolioHideSchema, type PortfolioWork } from '@contracts/portfolio';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { Textarea } from '@/components/ui/textarea';
import { applyServerIssues } from '@/lib/form-errors';
import { useHidePortfolioWork } from '../../api/portfolio';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';

type HideForm = z.input<typeof PortfolioHideSchema>;

interface HideWorkDialogProps {
  /** The work to hide (kept while the dialog fades out). */
  work: PortfolioWork | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Ocultar obra' (staff): the reason, which the teacher is told and reads beside the work. */
export function HideWorkDialog({ work, open, onOpenChange }: HideWorkDialogProps) {
  const { t } = useLingui();
  const hide = useHidePortfolioWork();
  const title = work?.title;
  const form = useForm<HideForm>({ resolver: zodResolver(PortfolioHideSchema), defaultValues: { reason: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(({ reason }) =>
    work
      ? saveWithToast(
          () => hide.mutateAsync({ workId: work.id, reason: reason.trim() }),
          () => onOpenChange(false),
          {
            success: { title: t`Obra ocultada` },
            failure: { title: t`No se pudo ocultar la obra`, fallback: t`Inténtalo de nuevo.` },
            handled: (error) => applyServerIssues(form, error, { focus: true }),
          },
        )
      : undefined,
  );

  return (
    <FormDialog
      open={open && work !== null}
      onOpenChange={(next) => !hide.isPending && onOpenChange(next)}
      title={t`Ocultar obra`}
      description={
        <Trans>«{title}» dejará de verse en el portafolio. El docente recibirá una notificación con el motivo.</Trans>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <FormField label={t`Motivo`} required error={errors.reason?.message}>
          {(field) => <Textarea {...field} rows={4} maxLength={500} {...register('reason')} />}
        </FormField>
        <DialogFormFooter
          onCancel={() => onOpenChange(false)}
          pending={hide.isPending}
          submitLabel={t`Ocultar`}
          pendingLabel={t`Ocultando...`}
        />
      </form>
    </FormDialog>
  );
}
