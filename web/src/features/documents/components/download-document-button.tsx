import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadDocument } from '../api/documents';

/** Downloads one document with the session's token under its original name. */
export function DownloadDocumentButton({ id, name }: { id: number; name: string }) {
  const download = useDownloadDocument();
  const onClick = () =>
    download.mutate(
      { id, name },
      { onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo descargar el documento'), variant: 'destructive' }) },
    );
  return (
    <Button variant="ghost" size="icon" aria-label={`Descargar ${name}`} title="Descargar" disabled={download.isPending} onClick={onClick}>
      <Download aria-hidden="true" />
    </Button>
  );
}
