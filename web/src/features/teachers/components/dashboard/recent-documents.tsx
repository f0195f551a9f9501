import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { RECENT_DOCUMENTS_LIMIT } from '@contracts/constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ownDocumentsQueryOptions } from '../../api/teacher-documents';
import { DownloadButton } from '../download-button';
import { formatDate } from '../format';
import { documentTagLabel } from '@contracts/documents';

/** The 5 newest own documents, each downloadable, with 'Ver todos' to /teacher/documents. */
export function RecentDocuments({ enabled }: { enabled: boolean }) {
  const documents = useQuery({ ...ownDocumentsQueryOptions(), enabled });
  const recent = [...(documents.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, RECENT_DOCUMENTS_LIMIT);

  return (
    <div className="grid gap-3">
      {!enabled ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Esta cuenta aún no tiene un perfil de profesor.</p>
      ) : documents.isPending ? (
        <Skeleton className="h-24" />
      ) : documents.isError ? (
        <p className="py-6 text-center text-sm text-destructive">Error al cargar documentos</p>
      ) : recent.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
          <FileText aria-hidden="true" className="size-8" />
          <p>Aún no tienes documentos.</p>
        </div>
      ) : (
        <ul aria-label="Documentos recientes" className="grid gap-2">
          {recent.map((document) => (
            <li key={document.id} className="flex items-center gap-3 rounded-md border p-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <div className="grid min-w-0 flex-1">
                <p className="truncate font-medium">{document.original_name}</p>
                <p className="text-xs text-muted-foreground">
                  {documentTagLabel(document)} · {formatDate(document.created_at)}
                </p>
              </div>
              <DownloadButton id={document.id} name={document.original_name} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button asChild variant="link">
          <Link to="/teacher/documents">Ver todos</Link>
        </Button>
      </div>
    </div>
  );
}
