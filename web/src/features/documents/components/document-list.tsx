import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { ListedDocument } from '@contracts/documents';
import { ListState } from '@/components/list-state';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';
import { DocumentTable } from './document-table';

const AUTH_ERROR = msg`Error de autenticación. Por favor, inicie sesión nuevamente.`;

/** Why the documents could not be loaded, as the document screens word it. */
function errorDetail(error: unknown): string {
  const status = getErrorStatus(error);
  return status === 401
    ? i18n._(AUTH_ERROR)
    : getErrorMessage(error, status ? t`Error ${status}` : t`No se pudo conectar con el servidor.`);
}

/** A query's documents: loading skeletons, the error text, an empty state, or the table. */
export function DocumentList({ query, caption }: { query: UseQueryResult<ListedDocument[]>; caption: string }) {
  const { t } = useLingui();
  return (
    <ListState
      query={query}
      isEmpty={(documents) => documents.length === 0}
      loading={{ label: t`Cargando documentos`, rows: 3, rowClassName: 'h-10', className: 'gap-2' }}
      error={{ title: t`Error al cargar documentos`, detail: errorDetail, retryLabel: t`Reintentar` }}
      empty={{ icon: FileText, title: t`No hay documentos.` }}
    >
      {(documents) => <DocumentTable documents={documents} caption={caption} />}
    </ListState>
  );
}
