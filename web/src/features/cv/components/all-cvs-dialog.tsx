import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { toast } from '@/components/ui/use-toast';
import { DownloadZipButton, ZipBatchProgress } from '@/components/zip-batch';
import { getErrorMessage } from '@/lib/api-client';
import { cvBatchQueryOptions, downloadCvBatch, useStartCvBatch } from '../api/cv';
import { CvOptionsFields, cvChoiceComplete, DEFAULT_CV_CHOICE } from './cv-options-fields';

/**
 * 'CVs de todos' (staff): the options, then a batch on the server's queue with its progress bar, and the ZIP once
 * done; closing the dialog leaves the batch running. Loaded when the button is first used.
 */
export default function AllCvsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState(DEFAULT_CV_CHOICE);
  const [batchId, setBatchId] = useState<number | null>(null);
  const start = useStartCvBatch();
  const batch = useQuery({ ...cvBatchQueryOptions(batchId ?? 0), enabled: batchId !== null });
  const progress = batch.data ?? start.data;

  const begin = () =>
    start.mutate(choice, {
      onSuccess: (started) => setBatchId(started.id),
      onError: (error) =>
        toast({
          title: t`No se pudieron empezar los CV`,
          description: getErrorMessage(error, t`Inténtalo de nuevo en unos segundos.`),
          variant: 'destructive',
        }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>CVs de todos</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              El CV de cada profesor activo, en un ZIP. Se prepara en el servidor: puedes cerrar este diálogo.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {batchId === null ? (
          <CvOptionsFields choice={choice} onChange={setChoice} />
        ) : (
          <ZipBatchProgress
            progress={progress}
            label={t`Progreso de los CV`}
            ready={(done, total) => (
              <Trans>
                {done} de {total} CV listos
              </Trans>
            )}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cerrar</Trans>
          </Button>
          {batchId === null ? (
            <Button onClick={begin} disabled={start.isPending || !cvChoiceComplete(choice)}>
              {start.isPending ? <Spinner aria-hidden="true" /> : null}
              <Trans>Generar los CV</Trans>
            </Button>
          ) : (
            <DownloadZipButton progress={progress} download={() => downloadCvBatch(batchId, t`CVs.zip`)} />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
