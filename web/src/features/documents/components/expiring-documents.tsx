import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BellRing, CalendarCheck } from 'lucide-react';
import { DOCUMENT_TAGS, UPLOAD_OWNER_KINDS, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { documentTagLabel, EXPIRING_WITHIN_DAYS } from '@contracts/documents';
import { FilterSelect } from '@/components/filter-select';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-page';
import { formatDate } from '@/lib/format';
import { expiringDocumentsQueryOptions, useRunExpiryReminders } from '../api/documents';
import { DownloadDocumentButton } from './download-document-button';
import { ENTITY_LABELS } from './entity-labels';
import { ExpiryButton } from './expiry-button';

const ALL = 'all';

function daysLabel(days: number): string {
  if (days < 0) return days === -1 ? 'Venció ayer' : `Venció hace ${-days} días`;
  if (days === 0) return 'Vence hoy';
  return days === 1 ? 'Vence mañana' : `Vence en ${days} días`;
}

/**
 * Staff: the documents expiring within 90 days and those expired, by owner kind and tag, a page at a time with 'Cargar
 * más' (decision 009); reminders on demand.
 */
export function ExpiringDocuments() {
  const [kind, setKind] = useState<string>(ALL);
  const [tag, setTag] = useState<string>(ALL);
  const expiring = useInfiniteQuery(
    expiringDocumentsQueryOptions(kind === ALL ? undefined : (kind as UploadOwnerKind), tag === ALL ? undefined : tag),
  );
  const run = useRunExpiryReminders();
  const sendNow = () =>
    run.mutate(undefined, {
      onSuccess: ({ sent }) =>
        toast({
          title: 'Recordatorios enviados',
          description: sent === 1 ? '1 recordatorio nuevo.' : `${sent} recordatorios nuevos.`,
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: getErrorMessage(error, 'No se pudieron enviar los recordatorios'),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="expiring-kind"
          label="Entidad"
          value={kind}
          onValueChange={setKind}
          options={[
            { value: ALL, label: 'Todas' },
            ...UPLOAD_OWNER_KINDS.map((value) => ({ value, label: ENTITY_LABELS[value].tab })),
          ]}
        />
        <FilterSelect
          id="expiring-tag"
          label="Etiqueta"
          value={tag}
          onValueChange={setTag}
          options={[
            { value: ALL, label: 'Todos' },
            ...DOCUMENT_TAGS.map((entry) => ({ value: entry.code, label: entry.label })),
          ]}
        />
        <Button variant="outline" className="ml-auto" onClick={sendNow} disabled={run.isPending}>
          <BellRing aria-hidden="true" />
          Enviar recordatorios ahora
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Vencen en los próximos {EXPIRING_WITHIN_DAYS} días o ya vencieron. Sus dueños y el personal reciben un aviso 30
        y 7 días antes y el día que vencen.
      </p>
      <ListState
        query={expiring}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        loading={{ label: 'Cargando documentos por vencer', rows: 3, rowClassName: 'h-10' }}
        error={{ title: 'Error al cargar documentos', retryLabel: 'Reintentar' }}
        empty={{ icon: CalendarCheck, title: 'Ningún documento vence pronto.' }}
      >
        {(data) => {
          const rows = data.pages.flatMap((page) => page.items);
          return (
            <div className="grid gap-2">
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full min-w-[40rem] text-sm">
                  <caption className="sr-only">Documentos por vencer</caption>
                  <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Documento
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        De
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Tipo
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Vence
                      </th>
                      <th scope="col" className="px-4 py-3 text-right font-medium">
                        <span className="sr-only">Acciones</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {rows.map((row) => (
                      <tr key={row.document.id}>
                        <th scope="row" className="max-w-xs truncate px-4 py-3 text-left font-medium">
                          {row.document.original_name}
                        </th>
                        <td className="px-4 py-3">{row.owner_name ?? '—'}</td>
                        <td className="px-4 py-3">{documentTagLabel(row.document)}</td>
                        <td className="px-4 py-3 whitespace-nowrap">
                          {formatDate(`${row.document.expires_at}T12:00:00Z`)}{' '}
                          <Badge
                            variant={row.days_left < 0 ? 'destructive' : row.days_left <= 7 ? 'default' : 'secondary'}
                          >
                            {daysLabel(row.days_left)}
                          </Badge>
                        </td>
                        <td className="px-4 py-2">
                          <div className="flex justify-end gap-1">
                            <DownloadDocumentButton id={row.document.id} name={row.document.original_name} />
                            <ExpiryButton document={row.document} />
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <LoadMore
                hasMore={expiring.hasNextPage}
                loading={expiring.isFetchingNextPage}
                onLoadMore={() => void expiring.fetchNextPage()}
                status={`Mostrando ${rows.length} de ${totalLabel(data.pages)} documentos`}
                label="Cargar más"
                loadingLabel="Cargando más documentos"
              />
            </div>
          );
        }}
      </ListState>
    </div>
  );
}
