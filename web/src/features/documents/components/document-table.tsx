import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { documentTagLabel as tagLabel } from '@contracts/document-labels';
import type { ListedDocument } from '@contracts/documents';
import { TableView } from '@/components/data-table';
import { TooltipGroup } from '@/components/ui/tooltip';
import { formatFileSize } from '@/lib/file-size';
import { formatDate } from '@/lib/format';
import { DeleteDocumentButton } from './delete-document-button';
import { DownloadDocumentButton } from './download-document-button';
import { ExpiryButton } from './expiry-button';

interface DocumentTableProps {
  /** Each with what the signed-in user may do with it (`can`), as the server's rules decide. */
  documents: ListedDocument[];
  caption: string;
}

const NOWRAP = { cellClassName: 'whitespace-nowrap' };

const expiresText = (document: ListedDocument) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp (noon UTC of the expiry day), not a text
  document.expires_at ? formatDate(`${document.expires_at}T12:00:00Z`) : '—';

/** The download, expiry and delete buttons the document's `can` allows. */
function DocumentActions({ document }: { document: ListedDocument }) {
  return (
    <div className="flex justify-end gap-1">
      {document.can.download ? <DownloadDocumentButton id={document.id} name={document.original_name} /> : null}
      {document.can.set_expiry && !document.is_profile_photo ? <ExpiryButton document={document} /> : null}
      {document.can.delete ? <DeleteDocumentButton id={document.id} name={document.original_name} /> : null}
    </div>
  );
}

/** The columns, made at render in the active language. */
const documentColumns = (): ColumnDef<ListedDocument, unknown>[] => [
  {
    id: 'name',
    header: t`Nombre`,
    cell: ({ row }) => row.original.original_name,
    meta: {
      rowHeader: true,
      cellClassName: 'max-w-xs truncate text-left font-medium',
      title: (document) => document.original_name,
    },
  },
  { id: 'tag', header: t`Tipo`, cell: ({ row }) => tagLabel(row.original), meta: NOWRAP },
  { id: 'size', header: t`Tamaño`, cell: ({ row }) => formatFileSize(row.original.file_size), meta: NOWRAP },
  { id: 'date', header: t`Fecha`, cell: ({ row }) => formatDate(row.original.created_at), meta: NOWRAP },
  { id: 'expires', header: t`Vence`, cell: ({ row }) => expiresText(row.original), meta: NOWRAP },
  {
    id: 'downloads',
    header: t`Descargas`,
    cell: ({ row }) => row.original.download_count,
    meta: { headerClassName: 'text-right', cellClassName: 'text-right tabular-nums' },
  },
  {
    id: 'actions',
    header: () => (
      <span className="sr-only">
        <Trans>Acciones</Trans>
      </span>
    ),
    cell: ({ row }) => <DocumentActions document={row.original} />,
    meta: { headerClassName: 'text-right', cellClassName: 'py-2' },
  },
];

/** One document on a phone (TableView's card): the whole name, wrapped between words, the columns' facts and the actions. */
export function DocumentCard({ document }: { document: ListedDocument }) {
  return (
    <>
      <p className="font-medium [overflow-wrap:anywhere]">{document.original_name}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>Tipo</Trans>
        </dt>
        <dd>{tagLabel(document)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Tamaño</Trans>
        </dt>
        <dd>{formatFileSize(document.file_size)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Fecha</Trans>
        </dt>
        <dd>{formatDate(document.created_at)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Vence</Trans>
        </dt>
        <dd>{expiresText(document)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Descargas</Trans>
        </dt>
        <dd className="tabular-nums">{document.download_count}</dd>
      </dl>
      <DocumentActions document={document} />
    </>
  );
}

/**
 * Name, kind, size (Bytes/KB/MB/GB, 2 decimals), date, expiry, downloads, and the download, expiry and delete buttons the
 * document's `can` allows; on a phone a card per document with the same facts and buttons. The buttons' tooltips share
 * one timing (TooltipGroup).
 */
export function DocumentTable({ documents, caption }: DocumentTableProps) {
  return (
    <TooltipGroup>
      <TableView
        rows={documents}
        columns={documentColumns()}
        rowKey={(document) => document.id}
        caption={caption}
        look="admin"
        headerClassName="px-4"
        cellClassName="px-4"
        renderCard={(document) => <DocumentCard document={document} />}
      />
    </TooltipGroup>
  );
}
