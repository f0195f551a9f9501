import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { documentTagLabel } from '@contracts/document-labels';
import type { DocumentItem } from '@contracts/documents';
import { RECENT_DOCUMENTS_LIMIT } from '@/config/ui';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { ownTeacherDocumentsQueryOptions } from '../api/documents';
import { DownloadDocumentButton } from './download-document-button';
import { compareCodes } from '@/lib/compare';

const newestFirst = (documents: DocumentItem[]) =>
  [...documents].sort((a, b) => compareCodes(b.created_at, a.created_at)).slice(0, RECENT_DOCUMENTS_LIMIT);

/** The signed-in teacher's 5 newest documents, each downloadable, with 'Ver todos' to /teacher/documents. */
export function RecentDocuments({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const documents = useQuery({ ...ownTeacherDocumentsQueryOptions(), enabled });
  return (
    <div className="grid gap-3">
      {!enabled ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          <Trans>Esta cuenta aún no tiene un perfil de profesor.</Trans>
        </p>
      ) : (
        <ListState
          query={documents}
          isEmpty={(list) => list.length === 0}
          loading={{ label: t`Cargando documentos`, rows: 1, rowClassName: 'h-24' }}
          error={{ title: t`Error al cargar documentos` }}
          empty={{ icon: FileText, title: t`Aún no tienes documentos.` }}
        >
          {(list) => (
            <ul aria-label={t`Documentos recientes`} className="grid gap-2">
              {newestFirst(list).map((document) => (
                <li key={document.id} className="flex items-center gap-3 rounded-md border p-3">
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  <div className="grid min-w-0 flex-1">
                    <p className="font-medium [overflow-wrap:anywhere]">{document.original_name}</p>
                    <p className="text-xs text-muted-foreground">
                      {documentTagLabel(document)} · {formatDate(document.created_at)}
                    </p>
                  </div>
                  <DownloadDocumentButton id={document.id} name={document.original_name} labelled />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      )}
      <div className="flex justify-end">
        <Button asChild variant="link">
          <Link to="/teacher/documents">
            <Trans>Ver todos</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
