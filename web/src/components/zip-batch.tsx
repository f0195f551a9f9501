import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

/**
 * A batch of PDFs the server's queue writes into one ZIP (all the CVs, a cycle's reviews): its progress while it runs
 * and the ZIP's download once done. The dialogs that start one say what goes in it.
 */

export interface ZipBatchCounts {
  state: string;
  total: number;
  done: number;
  failed: number;
}

/** How far the batch is, 0–100: the files written or given up on, of all. */
export function batchPercent(batch: Pick<ZipBatchCounts, 'total' | 'done' | 'failed'> | undefined): number {
  if (!batch || batch.total <= 0) return 0;
  return Math.min(100, Math.round(((batch.done + batch.failed) / batch.total) * 100));
}

/** The progress bar and its line: `ready` ('3 de 10 CV listos') while it runs, the failure if it failed. */
export function ZipBatchProgress({
  progress,
  label,
  ready,
}: {
  progress: ZipBatchCounts | undefined;
  label: string;
  ready: (done: number, total: number) => ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Progress value={batchPercent(progress)} aria-label={label} />
      <p className="text-sm text-muted-foreground" role="status">
        {progress ? (
          progress.state === 'failed' ? (
            <Trans>No se pudo preparar el ZIP. Vuelve a intentarlo.</Trans>
          ) : (
            ready(progress.done, progress.total)
          )
        ) : null}
      </p>
    </div>
  );
}

/** 'Descargar ZIP': enabled once the batch is done; a failed download says so in a toast. */
export function DownloadZipButton({
  progress,
  download,
}: {
  progress: ZipBatchCounts | undefined;
  download: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const onClick = async () => {
    setDownloading(true);
    try {
      await download();
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
    <Button type="button" onClick={() => void onClick()} disabled={progress?.state !== 'done' || downloading}>
      {downloading ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
      <Trans>Descargar ZIP</Trans>
    </Button>
  );
}
