import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { DocumentItem } from '@contracts/documents';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';
import { DocumentTable } from './document-table';
import { useCanDeleteDocument } from './use-can-delete-document';

const AUTH_ERROR = 'Error de autenticación. Por favor, inicie sesión nuevamente.';

function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = getErrorStatus(error);
  const detail = status === 401 ? AUTH_ERROR : getErrorMessage(error, status ? `Error ${status}` : 'No se pudo conectar con el servidor.');
  return (
    <div role="alert" className="grid justify-items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-6 text-center">
      <p className="font-medium text-destructive">Error al cargar documentos</p>
      <p className="text-sm text-muted-foreground">{detail}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

/** A query's documents: loading skeletons, the error text, an empty state, or the table. */
export function DocumentList({ query, caption }: { query: UseQueryResult<DocumentItem[]>; caption: string }) {
  const canDelete = useCanDeleteDocument();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Cargando documentos" className="grid gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        <FileText aria-hidden="true" className="size-8" />
        <p>No hay documentos.</p>
      </div>
    );
  }
  return <DocumentTable documents={query.data} canDelete={canDelete} caption={caption} />;
}
