import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { documentTagLabel } from '@contracts/documents';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { formatKilobytes } from '@/lib/file-size';
import { formatDate } from '@/lib/format';
import { entityDocumentsQueryOptions } from '../api/documents';
import { DownloadDocumentButton } from './download-document-button';

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
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Documentos del profesor</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Etiqueta
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Nombre
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Fecha
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Tamaño
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((document) => (
                <tr key={document.id} className="border-b last:border-0">
                  <td className="py-2 pr-3">
                    <Badge variant="secondary">{documentTagLabel(document)}</Badge>
                  </td>
                  <td className="py-2 pr-3 break-all">{document.original_name}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(document.created_at)}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{formatKilobytes(document.file_size)}</td>
                  <td className="py-2 text-right">
                    <DownloadDocumentButton id={document.id} name={document.original_name} labelled />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListState>
  );
}
