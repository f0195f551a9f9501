import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { FileText } from 'lucide-react';
import { documentTagLabel, type ListedDocument } from '@contracts/documents';
import { TableView } from '@/components/data-table';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { formatFileSize } from '@/lib/file-size';
import { formatDate } from '@/lib/format';
import { entityDocumentsQueryOptions } from '../api/documents';
import { DownloadDocumentButton } from './download-document-button';

const TEACHER_DOCUMENT_COLUMNS: ColumnDef<ListedDocument, unknown>[] = [
  {
    id: 'tag',
    header: 'Etiqueta',
    cell: ({ row }) => <Badge variant="secondary">{documentTagLabel(row.original)}</Badge>,
  },
  { id: 'name', header: 'Nombre', cell: ({ row }) => row.original.original_name, meta: { cellClassName: 'break-all' } },
  {
    id: 'date',
    header: 'Fecha',
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap' },
  },
  {
    id: 'size',
    header: 'Tamaño',
    cell: ({ row }) => formatFileSize(row.original.file_size, 'KB'),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right whitespace-nowrap' },
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Acciones</span>,
    cell: ({ row }) => <DownloadDocumentButton id={row.original.id} name={row.original.original_name} labelled />,
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  },
];

/** The teacher detail's 'Documentos' tab (spec §2.6): tag, name, date, size in KB, download. */
export function TeacherDetailDocuments({ teacherId }: { teacherId: number }) {
  const documents = useQuery(entityDocumentsQueryOptions('teacher', teacherId));
  return (
    <ListState
      query={documents}
      isEmpty={(list) => list.length === 0}
      loading={{ label: 'Cargando documentos', rows: 1, rowClassName: 'h-24' }}
      error={{ title: 'Error al cargar documentos' }}
      empty={{ icon: FileText, title: 'Este profesor aún no tiene documentos.' }}
    >
      {(list) => (
        <TableView
          rows={list}
          columns={TEACHER_DOCUMENT_COLUMNS}
          rowKey={(document) => document.id}
          caption="Documentos del profesor"
        />
      )}
    </ListState>
  );
}
