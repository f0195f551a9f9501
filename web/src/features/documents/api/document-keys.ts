import type { DocumentOwnerKind } from '@contracts/catalogues/documents';

/**
 * Query keys of the documents feature. Every document list and the statistics start with 'documents',
 * so one invalidation of ['documents'] after an upload or a delete refreshes them all (the teachers
 * feature keeps its document lists under the same prefix).
 */
export const documentKeys = {
  all: ['documents'] as const,
  statistics: ['documents', 'statistics'] as const,
  entity: (kind: DocumentOwnerKind, id: number) => ['documents', 'entity', kind, id] as const,
  /** The signed-in teacher's own documents (same key as the teachers feature uses). */
  ownTeacher: ['documents', 'teacher', 'own'] as const,
  tags: (kind: DocumentOwnerKind) => ['document-tags', kind] as const,
  /** Picker searches and entity checks: not documents, so uploads do not refetch them. */
  entitySearch: (kind: UploadOwnerKind, q: string) => ['document-entities', kind, 'search', q] as const,
  entityCheck: (kind: UploadOwnerKind, id: number) => ['document-entities', kind, 'item', id] as const,
};

/** The owner kinds a person can pick and upload to. */
export type UploadOwnerKind = Exclude<DocumentOwnerKind, 'generated'>;
export const UPLOAD_OWNER_KINDS = ['teacher', 'course', 'student'] as const satisfies readonly UploadOwnerKind[];
