import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-document';

/** 'Exportar CSV' of a staff list, its current search applied; downloaded through the api client (the token). */
export function ExportCsvButton({ path, query, fileName }: { path: string; query: string; fileName: string }) {
  const { t } = useLingui();
  const exportCsv = () =>
    downloadFile(`${path}${query ? `?q=${encodeURIComponent(query)}` : ''}`, fileName).catch((error: unknown) =>
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t`No se pudo exportar`),
        variant: 'destructive',
      }),
    );
  return (
    <Button variant="outline" onClick={() => void exportCsv()}>
      <Download aria-hidden="true" />
      <Trans>Exportar CSV</Trans>
    </Button>
  );
}
