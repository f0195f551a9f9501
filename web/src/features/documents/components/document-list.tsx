import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { ListedDocument } from '@contracts/documents';
import { ListState } from '@/components/list-state';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';
import { DocumentTable } from './document-table';

const AUTH_ERROR = 'Error de autenticación. Por favor, inicie sesión nuevamente.';

/** Why the documents could not be loaded, as the document screens word it. */
function errorDetail(error: unknown): string {
  const status = getErrorStatus(error);
  return status === 401
    ? AUTH_ERROR
    : getErrorMessage(error, status ? `Error ${status}` : 'No se pudo conectar con el servidor.');
}

/** A query's documents: loading skeletons, the error text, an empty state, or the table. */
export function DocumentList({ query, caption }: { query: UseQueryResult<ListedDocument[]>; caption: string }) {
  return (
    <ListState
      query={query}
      isEmpty={(documents) => documents.length === 0}
      loading={{ label: 'Cargando documentos', rows: 3, rowClassName: 'h-10', className: 'gap-2' }}
      error={{ title: 'Error al cargar documentos', detail: errorDetail, retryLabel: 'Reintentar' }}
      empty={{ icon: FileText, title: 'No hay documentos.' }}
    >
      {(documents) => <DocumentTable documents={documents} caption={caption} />}
    </ListState>
  );
}
