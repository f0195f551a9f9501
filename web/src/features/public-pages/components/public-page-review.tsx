import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PUBLIC_PAGE_REASON_MAX, PublicPageTakeDownSchema } from '@contracts/public-pages';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { applyServerIssues } from '@/lib/form-errors';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';
import { publicPageQueryOptions, usePublicPageAction } from '../api/public-pages';
import { PublicPageState } from './public-page-state';

/**
 * Staff's view of a teacher's public page (issue 47), on the teacher's detail: its state and address, 'Aprobar' for a
 * page waiting, 'Retirar' with a reason for a page published or waiting (the teacher is notified with it).
 */
export function PublicPageReview({ teacherId }: { teacherId: number }) {
  const { t } = useLingui();
  const page = useQuery(publicPageQueryOptions(teacherId));
  const action = usePublicPageAction(teacherId);
  const [takingDown, setTakingDown] = useState(false);

  if (page.isPending) return <Skeleton role="status" aria-label={t`Cargando página pública`} className="h-24" />;
  if (page.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="font-medium text-destructive">
          <Trans>No se pudo cargar la página pública</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </div>
    );
  const data = page.data;
  const approve = () =>
    void saveWithToast(
      () => action.mutateAsync({ kind: 'approve' }),
      () => undefined,
      {
        success: { title: t`Página publicada`, description: t`Se ha notificado al docente.` },
        failure: { title: t`No se pudo publicar la página`, fallback: t`Inténtalo de nuevo.` },
      },
    );

  return (
    <section aria-labelledby="public-page-review" className="grid gap-3">
      <h2 id="public-page-review" className="text-lg font-semibold">
        <Trans>Página pública</Trans>
      </h2>
      <PublicPageState page={data} />
      {data.state === 'pending' && data.enabled ? (
        <p className="text-sm text-muted-foreground">
          <Trans>El docente pidió publicarla. Revisa sus partes en su perfil antes de aprobarla.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {data.can.approve && data.enabled ? (
          <Button onClick={approve} disabled={action.isPending}>
            <Trans>Aprobar y publicar</Trans>
          </Button>
        ) : null}
        {data.can.take_down ? (
          <Button variant="destructive" onClick={() => setTakingDown(true)} disabled={action.isPending}>
            <Trans>Retirar</Trans>
          </Button>
        ) : null}
      </div>
      <TakeDownDialog teacherId={teacherId} open={takingDown} onOpenChange={setTakingDown} name={data.teacher_name} />
    </section>
  );
}

function TakeDownDialog({
  teacherId,
  open,
  onOpenChange,
  name,
}: {
  teacherId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
}) {
  const { t } = useLingui();
  const action = usePublicPageAction(teacherId);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(PublicPageTakeDownSchema),
    defaultValues: { reason: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(({ reason }) =>
    saveWithToast(
      () => action.mutateAsync({ kind: 'take-down', reason: reason.trim() }),
      () => onOpenChange(false),
      {
        success: { title: t`Página retirada`, description: t`Ya no es pública. Se ha notificado al docente.` },
        failure: { title: t`No se pudo retirar la página`, fallback: t`Inténtalo de nuevo.` },
        handled: (error) => applyServerIssues(form, error, { focus: true }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !action.isPending && onOpenChange(next)}
      title={t`Retirar página pública`}
      description={<Trans>La página de {name} dejará de ser pública al instante. El docente recibirá el motivo.</Trans>}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <UnsavedChangesGuard dirty={isDirty} />
        <FormField label={t`Motivo`} required error={errors.reason?.message}>
          {(field) => <Textarea {...field} rows={4} maxLength={PUBLIC_PAGE_REASON_MAX} {...register('reason')} />}
        </FormField>
        <DialogFormFooter onCancel={() => onOpenChange(false)} pending={action.isPending} submitLabel={t`Retirar`} />
      </form>
    </FormDialog>
  );
}
