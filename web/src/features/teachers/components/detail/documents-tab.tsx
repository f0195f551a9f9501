import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { entityDocumentsQueryOptions } from '../../api/teacher-documents';
import { DownloadButton } from '../download-button';
import { formatDate, formatKilobytes } from '../format';
import { documentTagLabel } from '@contracts/documents';

/** 'Documentos': the teacher's documents from the unified system — tag, name, date, size in KB, download. */
export function DocumentsTab({ teacherId }: { teacherId: number }) {
  const documents = useQuery(entityDocumentsQueryOptions(teacherId));
  if (documents.isPending) return <Skeleton className="h-24" />;
  if (documents.isError) return <p className="py-6 text-center text-sm text-destructive">Error al cargar documentos</p>;
  if (documents.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <FileText aria-hidden="true" className="size-8" />
        <p>Este profesor aún no tiene documentos.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Documentos del profesor</caption>
        <thead className="border-b text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Etiqueta</th>
            <th scope="col" className="py-2 pr-3 font-medium">Nombre</th>
            <th scope="col" className="py-2 pr-3 font-medium">Fecha</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Tamaño</th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.data.map((document) => (
            <tr key={document.id} className="border-b last:border-0">
              <td className="py-2 pr-3">
                <Badge variant="secondary">{documentTagLabel(document)}</Badge>
              </td>
              <td className="py-2 pr-3 break-all">{document.original_name}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDate(document.created_at)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatKilobytes(document.file_size)}</td>
              <td className="py-2 text-right">
                <DownloadButton id={document.id} name={document.original_name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
