import { useState } from 'react';
import { Download } from 'lucide-react';
import { getErrorMessage } from '@/lib/api-client';
import { downloadDocument } from '@/lib/download-document';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** Downloads one document with the session's token. */
export function DownloadButton({ id, name }: { id: number; name: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadDocument(id, name);
    } catch (error) {
      toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo descargar el documento'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" aria-label={`Descargar ${name}`} disabled={busy} onClick={onClick}>
      <Download aria-hidden="true" />
      Descargar
    </Button>
  );
}
