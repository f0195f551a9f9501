import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
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
  const [downloading, setDownloading] = useState(false);
  const progress = batch.data ?? start.data;
  const done = progress?.state === 'done';
  const failed = progress?.state === 'failed';
  const doneCount = progress?.done ?? 0;
  const totalCount = progress?.total ?? 0;
  const percent =
    progress && progress.total > 0 ? Math.round(((progress.done + progress.failed) / progress.total) * 100) : 0;

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
  const download = async () => {
    if (batchId === null) return;
    setDownloading(true);
    try {
      await downloadCvBatch(batchId, t`CVs.zip`);
    } catch (error) {
      toast({
        title: t`No se pudo descargar el ZIP`,
        description: getErrorMessage(error, t`Inténtalo de nuevo en unos segundos.`),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

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
          <div className="grid gap-2">
            <Progress value={percent} aria-label={t`Progreso de los CV`} />
            <p className="text-sm text-muted-foreground" role="status">
              {progress ? (
                failed ? (
                  <Trans>No se pudo preparar el ZIP. Vuelve a intentarlo.</Trans>
                ) : (
                  <Trans>
                    {doneCount} de {totalCount} CV listos
                  </Trans>
                )
              ) : null}
            </p>
          </div>
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
            <Button onClick={download} disabled={!done || downloading}>
              {downloading ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
              <Trans>Descargar ZIP</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
