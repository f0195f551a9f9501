import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { FileText } from 'lucide-react';
import { documentTagLabel } from '@contracts/document-labels';
import type { ListedDocument } from '@contracts/documents';
import { TableView } from '@/components/data-table';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { formatFileSize } from '@/lib/file-size';
import { formatDate } from '@/lib/format';
import { entityDocumentsQueryOptions } from '../api/documents';
import { DownloadDocumentButton } from './download-document-button';

/** The columns, made at render in the active language. */
const teacherDocumentColumns = (): ColumnDef<ListedDocument, unknown>[] => [
  {
    id: 'tag',
    header: t`Etiqueta`,
    cell: ({ row }) => <Badge variant="secondary">{documentTagLabel(row.original)}</Badge>,
  },
  {
    id: 'name',
    header: t`Nombre`,
    cell: ({ row }) => row.original.original_name,
    meta: { cellClassName: '[overflow-wrap:anywhere]' },
  },
  {
    id: 'date',
    header: t`Fecha`,
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap' },
  },
  {
    id: 'size',
    header: t`Tamaño`,
    cell: ({ row }) => formatFileSize(row.original.file_size, 'KB'),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right whitespace-nowrap' },
  },
  {
    id: 'actions',
    header: () => (
      <span className="sr-only">
        <Trans>Acciones</Trans>
      </span>
    ),
    cell: ({ row }) => <DownloadDocumentButton id={row.original.id} name={row.original.original_name} labelled />,
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  },
];

/** One document on a phone (the table's card): whole name, tag, date, size in KB and 'Descargar'. */
function TeacherDocumentCard({ document }: { document: ListedDocument }) {
  return (
    <>
      <p className="font-medium [overflow-wrap:anywhere]">{document.original_name}</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>Etiqueta</Trans>
        </dt>
        <dd>
          <Badge variant="secondary">{documentTagLabel(document)}</Badge>
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Fecha</Trans>
        </dt>
        <dd>{formatDate(document.created_at)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Tamaño</Trans>
        </dt>
        <dd>{formatFileSize(document.file_size, 'KB')}</dd>
      </dl>
      <div className="flex justify-end">
        <DownloadDocumentButton id={document.id} name={document.original_name} labelled />
      </div>
    </>
  );
}

/** The teacher detail's 'Documentos' tab (spec §2.6): tag, name, date, size in KB, download; a card per document on a phone. */
export function TeacherDetailDocuments({ teacherId }: { teacherId: number }) {
  const { t: tr } = useLingui();
  const documents = useQuery(entityDocumentsQueryOptions('teacher', teacherId));
  return (
    <ListState
      query={documents}
      isEmpty={(list) => list.length === 0}
      loading={{ label: tr`Cargando documentos`, rows: 1, rowClassName: 'h-24' }}
      error={{ title: tr`Error al cargar documentos` }}
      empty={{ icon: FileText, title: tr`Este profesor aún no tiene documentos.` }}
    >
      {(list) => (
        <TableView
          rows={list}
          columns={teacherDocumentColumns()}
          rowKey={(document) => document.id}
          caption={tr`Documentos del profesor`}
          renderCard={(document) => <TeacherDocumentCard document={document} />}
        />
      )}
    </ListState>
  );
}
