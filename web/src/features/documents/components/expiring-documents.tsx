import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BellRing, CalendarCheck } from 'lucide-react';
import { labelText } from '@contracts/catalogues/catalogue';
import { DOCUMENT_TAGS, UPLOAD_OWNER_KINDS, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { documentTagLabel, EXPIRING_WITHIN_DAYS } from '@contracts/document-labels';
import type { ExpiringDocument } from '@contracts/documents';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/filter-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { expiringDocumentsQueryOptions, useRunExpiryReminders } from '../api/documents';
import { DownloadDocumentButton } from './download-document-button';
import { ENTITY_LABELS } from './entity-labels';
import { ExpiryButton } from './expiry-button';

const ALL = 'all';

/** How far the expiry is, in the active language ('Vence en 5 días'). */
function daysLabel(days: number): string {
  if (days === -1) return t`Venció ayer`;
  const ago = -days;
  if (days < 0) return t`Venció hace ${plural(ago, { one: '# día', other: '# días' })}`;
  if (days === 0) return t`Vence hoy`;
  return days === 1 ? t`Vence mañana` : t`Vence en ${plural(days, { one: '# día', other: '# días' })}`;
}

/** The expiry date and how far it is ('Vence en 5 días'). */
function ExpiresOn({ row }: { row: ExpiringDocument }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp (noon UTC of the expiry day), not a text
  const date = formatDate(`${row.document.expires_at}T12:00:00Z`);
  return (
    <>
      {date}{' '}
      <Badge variant={row.days_left < 0 ? 'destructive' : row.days_left <= 7 ? 'default' : 'secondary'}>
        {daysLabel(row.days_left)}
      </Badge>
    </>
  );
}

function ExpiringActions({ row }: { row: ExpiringDocument }) {
  return (
    <div className="flex justify-end gap-1">
      <DownloadDocumentButton id={row.document.id} name={row.document.original_name} />
      <ExpiryButton document={row.document} />
    </div>
  );
}

/** One expiring document on a phone (the table's card): its whole name, owner, kind, expiry and actions. */
function ExpiringCard({ row }: { row: ExpiringDocument }) {
  return (
    <>
      <p className="font-medium [overflow-wrap:anywhere]">{row.document.original_name}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>De</Trans>
        </dt>
        <dd className="[overflow-wrap:anywhere]">{row.owner_name ?? '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Tipo</Trans>
        </dt>
        <dd>{documentTagLabel(row.document)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Vence</Trans>
        </dt>
        <dd>
          <ExpiresOn row={row} />
        </dd>
      </dl>
      <ExpiringActions row={row} />
    </>
  );
}

/** The columns, made at render in the active language. */
const expiringColumns = (): ColumnDef<ExpiringDocument, unknown>[] => [
  {
    id: 'document',
    header: t`Documento`,
    cell: ({ row }) => row.original.document.original_name,
    meta: {
      rowHeader: true,
      cellClassName: 'max-w-xs truncate text-left font-medium',
      title: (row) => row.document.original_name,
    },
  },
  { id: 'owner', header: t`De`, cell: ({ row }) => row.original.owner_name ?? '—' },
  { id: 'tag', header: t`Tipo`, cell: ({ row }) => documentTagLabel(row.original.document) },
  {
    id: 'expires',
    header: t`Vence`,
    cell: ({ row }) => <ExpiresOn row={row.original} />,
    meta: { cellClassName: 'whitespace-nowrap' },
  },
  {
    id: 'actions',
    header: () => (
      <span className="sr-only">
        <Trans>Acciones</Trans>
      </span>
    ),
    cell: ({ row }) => <ExpiringActions row={row.original} />,
    meta: { headerClassName: 'text-right', cellClassName: 'py-2' },
  },
];

/**
 * Staff: the documents expiring within 90 days and those expired, by owner kind and tag, a page at a time with 'Cargar
 * más' (decision 009); reminders on demand.
 */
export function ExpiringDocuments() {
  const { t: tr } = useLingui();
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
          title: tr`Recordatorios enviados`,
          description: plural(sent, { one: '# recordatorio nuevo.', other: '# recordatorios nuevos.' }),
        }),
      onError: (error) =>
        toast({
          title: tr`Error`,
          description: getErrorMessage(error, tr`No se pudieron enviar los recordatorios`),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="expiring-kind"
          label={tr`Entidad`}
          value={kind}
          onValueChange={setKind}
          options={[
            { value: ALL, label: tr`Todas` },
            ...UPLOAD_OWNER_KINDS.map((value) => ({ value, label: tr(ENTITY_LABELS[value].tab) })),
          ]}
        />
        <FilterSelect
          id="expiring-tag"
          label={tr`Etiqueta`}
          value={tag}
          onValueChange={setTag}
          options={[
            { value: ALL, label: tr`Todos` },
            ...DOCUMENT_TAGS.map((entry) => ({ value: entry.code, label: labelText(entry.label) })),
          ]}
        />
        <Button variant="outline" className="ml-auto" onClick={sendNow} disabled={run.isPending}>
          <BellRing aria-hidden="true" />
          <Trans>Enviar recordatorios ahora</Trans>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Vencen en los próximos {EXPIRING_WITHIN_DAYS} días o ya vencieron. Sus dueños y el personal reciben un aviso
          30 y 7 días antes y el día que vencen.
        </Trans>
      </p>
      <DataTable
        query={expiring}
        columns={expiringColumns()}
        rowKey={(row) => row.document.id}
        caption={tr`Documentos por vencer`}
        renderCard={(row) => <ExpiringCard row={row} />}
        look="admin"
        tableClassName="min-w-[40rem]"
        headerClassName="px-4"
        cellClassName="px-4"
        loading={{ label: tr`Cargando documentos por vencer`, rows: 3, rowClassName: 'h-10' }}
        error={{ title: tr`Error al cargar documentos`, retryLabel: tr`Reintentar` }}
        empty={{ icon: CalendarCheck, title: tr`Ningún documento vence pronto.` }}
        status={(shown, total) =>
          t`Mostrando ${shown} de ${plural(total, { one: '# documento', other: '# documentos' })}`
        }
        more={{ label: tr`Cargar más`, loadingLabel: tr`Cargando más documentos` }}
      />
    </div>
  );
}
