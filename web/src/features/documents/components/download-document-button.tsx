import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadDocument } from '../api/documents';

interface DownloadDocumentButtonProps {
  id: number;
  name: string;
  /** Shows the word 'Descargar' beside the icon (lists without an actions column of icons). */
  labelled?: boolean;
}

/** Downloads one document with the session's token under its original name; the counters follow. */
export function DownloadDocumentButton({ id, name, labelled = false }: DownloadDocumentButtonProps) {
  const { t } = useLingui();
  const download = useDownloadDocument();
  const onClick = () =>
    download.mutate(
      { id, name },
      {
        onError: (error) =>
          toast({
            title: t`Error`,
            description: getErrorMessage(error, t`No se pudo descargar el documento`),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button
      variant="ghost"
      size={labelled ? 'sm' : 'icon'}
      aria-label={t`Descargar ${name}`}
      title={labelled ? undefined : t`Descargar`}
      disabled={download.isPending}
      onClick={onClick}
    >
      <Download aria-hidden="true" />
      {labelled ? <Trans>Descargar</Trans> : null}
    </Button>
  );
}
