import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REVIEW_REASON_MAX } from '@contracts/reviews';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { DownloadZipButton, ZipBatchProgress } from '@/components/zip-batch';
import { getErrorMessage } from '@/lib/api-client';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';
import { downloadReviewBatch, reviewBatchQueryOptions, useStartReviewBatch } from '../api/reviews';

/**
 * 'Descargar todos los PDF' (staff): the reason (kept in the audit log), then a batch on the server's queue with its
 * progress bar, and the ZIP of the cycle's closed reviews once done; closing the dialog leaves the batch running.
 */
export function ReviewBatchDialog({
  cycleId,
  open,
  onOpenChange,
}: {
  cycleId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [batchId, setBatchId] = useState<number | null>(null);
  const start = useStartReviewBatch(cycleId);
  const batch = useQuery({ ...reviewBatchQueryOptions(batchId ?? 0), enabled: batchId !== null });
  const progress = batch.data ?? start.data;

  const begin = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t`Indica el motivo por el que descargas las revisiones.`);
      return;
    }
    start.mutate(reason.trim(), {
      onSuccess: (started) => setBatchId(started.id),
      onError: (error) =>
        toast({
          title: t`No se pudo preparar el ZIP`,
          description: getErrorMessage(error, t`Inténtalo de nuevo en unos segundos.`),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>PDF de todas las revisiones</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              El PDF de cada revisión cerrada del ciclo, en un ZIP. Se prepara en el servidor: puedes cerrar este
              diálogo.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={begin} className="grid gap-4">
          {batchId === null ? (
            <>
              <UnsavedChangesGuard dirty={reason.trim() !== ''} />
              <FormField
                label={t`Motivo de la descarga`}
                hint={t`Queda en el registro de auditoría.`}
                required
                error={reasonError}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    maxLength={REVIEW_REASON_MAX}
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setReasonError(undefined);
                    }}
                  />
                )}
              </FormField>
            </>
          ) : (
            <ZipBatchProgress
              progress={progress}
              label={t`Progreso de los PDF`}
              ready={(done, total) => (
                <Trans>
                  {done} de {total} PDF listos
                </Trans>
              )}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cerrar</Trans>
            </Button>
            {batchId === null ? (
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? <Spinner aria-hidden="true" /> : null}
                <Trans>Preparar el ZIP</Trans>
              </Button>
            ) : (
              <DownloadZipButton progress={progress} download={() => downloadReviewBatch(batchId, t`revisiones.zip`)} />
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
