import type { DocumentOwnerKind, UploadOwnerKind } from '@contracts/catalogues/documents';
import { DOCUMENTS_QUERY_ROOT } from '@/lib/document-cache';

/**
 * Query keys of the documents feature. Every document list and the statistics start with the documents root,
 * so one invalidation of it after an upload, a download or a delete refreshes them all.
 */
export const documentKeys = {
  all: DOCUMENTS_QUERY_ROOT,
  statistics: [...DOCUMENTS_QUERY_ROOT, 'statistics'] as const,
  entity: (kind: DocumentOwnerKind, id: number) => [...DOCUMENTS_QUERY_ROOT, 'entity', kind, id] as const,
  /** The signed-in teacher's own documents. */
  ownTeacher: [...DOCUMENTS_QUERY_ROOT, 'teacher', 'own'] as const,
  tags: (kind: DocumentOwnerKind) => ['document-tags', kind] as const,
  /** Picker searches and entity checks: not documents, so uploads do not refetch them. */
  entitySearch: (kind: UploadOwnerKind, q: string) => ['document-entities', kind, 'search', q] as const,
  entityCheck: (kind: UploadOwnerKind, id: number) => ['document-entities', kind, 'item', id] as const,
};
