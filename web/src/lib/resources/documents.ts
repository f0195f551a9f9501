import type { DocumentOwnerKind, UploadOwnerKind } from '@contracts/catalogues/documents';
import type { DocumentList, DocumentStatistics, ExpiringDocument } from '@contracts/documents';
import {
  DOCUMENT_STATISTICS_PATH,
  EXPIRING_DOCUMENTS_PATH,
  EXPIRING_PAGE_SIZE,
  OWN_TEACHER_DOCUMENTS_PATH,
  entityDocumentsPath,
  expiringDocumentsPage,
} from '@contracts/api-paths';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';

/**
 * Query keys of documents. Every cached document answer — the lists of any owner, the expiring ones and the
 * statistics — starts with `all`, so what uploads, downloads or deletes a document (the documents feature, the
 * shared profile-photo widget: a photo is a document) invalidates `all` once and refreshes them all.
 */
export const documentKeys = {
  all: ['documents'] as const,
  statistics: ['documents', 'statistics'] as const,
  entity: (kind: DocumentOwnerKind, id: number) => ['documents', 'entity', kind, id] as const,
  /** The signed-in teacher's own documents. */
  ownTeacher: ['documents', 'teacher', 'own'] as const,
  expiring: (ownerKind: UploadOwnerKind | undefined, tag: string | undefined) =>
    ['documents', 'expiring', ownerKind ?? 'all', tag ?? 'all'] as const,
  /** The kinds of document offered for an owner kind: not documents, so uploads do not refetch them. */
  tags: (kind: DocumentOwnerKind) => ['document-tags', kind] as const,
};

/**
 * GET /api/documents/entity/{kind}/{id}: the documents of one owner, each with what the caller may do with it (`can`),
 * and whether the caller may upload to that owner (`can_upload`), as the server's rules decide.
 */
export async function fetchEntityDocuments(
  kind: UploadOwnerKind,
  id: number,
  signal?: AbortSignal,
): Promise<DocumentList> {
  return entityDocumentsOf(await api.get<EntityDocumentsAnswer>(entityDocumentsPath(kind, id), { signal }));
}

type EntityDocumentsAnswer = Partial<DocumentList> | undefined;

const entityDocumentsOf = (answer: EntityDocumentsAnswer): DocumentList => ({
  documents: answer?.documents ?? [],
  can_upload: answer?.can_upload ?? false,
});

/** GET /api/teacher/documents: the signed-in teacher's own documents, each with its `can`. */
export const fetchOwnTeacherDocuments = async (signal?: AbortSignal) =>
  ownDocumentsOf(await api.get<OwnDocumentsAnswer>(OWN_TEACHER_DOCUMENTS_PATH, { signal }));

type OwnDocumentsAnswer = Partial<DocumentList> | undefined;

const ownDocumentsOf = (answer: OwnDocumentsAnswer) => answer?.documents ?? [];

/** GET /api/documents/statistics (staff). */
export const fetchDocumentStatistics = async (signal?: AbortSignal) =>
  (await api.get<{ stats: DocumentStatistics }>(DOCUMENT_STATISTICS_PATH, { signal })).stats;

/** GET /api/document-tags/{kind}: the kinds of document offered for an owner kind. */
export const fetchDocumentTags = async (kind: UploadOwnerKind, signal?: AbortSignal) =>
  (await api.get<{ tags: { code: string; label: string }[] }>(`/api/document-tags/${kind}`, { signal })).tags;

/**
 * GET /api/documents/expiring?owner_kind=&tag=&limit=50&cursor= (staff): one page of the documents expiring within 90
 * days and expired, soonest first.
 */
export function fetchExpiringDocuments(
  ownerKind: UploadOwnerKind | undefined,
  tag: string | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return getListPage<ExpiringDocument>(EXPIRING_DOCUMENTS_PATH, expiringDocumentsPage(ownerKind, tag, cursor), signal);
}

/** Expiring documents come in pages of this many (decision 009). */
export { EXPIRING_PAGE_SIZE };
