import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentItem, DocumentList } from '@contracts/documents';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { api } from '@/lib/api-client';
import { listPagesQueryOptions } from '@/lib/list-query';
import { downloadDocument } from '@/lib/download-document';
import {
  documentKeys,
  fetchDocumentStatistics,
  fetchDocumentTags,
  fetchEntityDocuments,
  fetchExpiringDocuments,
  fetchOwnTeacherDocuments,
} from '@/lib/resources/documents';
import { uploadDocument, type UploadFields } from '@/lib/upload-document';

/** GET /api/documents/entity/{kind}/{id}: the documents of one owner and whether the caller may upload to it. */
export const entityDocumentListQueryOptions = (kind: UploadOwnerKind, id: number) =>
  queryOptions({
    queryKey: documentKeys.entity(kind, id),
    queryFn: ({ signal }) => fetchEntityDocuments(kind, id, signal),
  });

/** The documents of one owner (the same cached answer as entityDocumentListQueryOptions). */
export const entityDocumentsQueryOptions = (kind: UploadOwnerKind, id: number) =>
  queryOptions({
    queryKey: documentKeys.entity(kind, id),
    queryFn: ({ signal }) => fetchEntityDocuments(kind, id, signal),
    select: (list: DocumentList) => list.documents,
  });

/** GET /api/teacher/documents: the signed-in teacher's own documents. */
export const ownTeacherDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.ownTeacher,
    queryFn: ({ signal }) => fetchOwnTeacherDocuments(signal),
  });

/** GET /api/documents/statistics (staff). */
export const documentStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.statistics,
    queryFn: ({ signal }) => fetchDocumentStatistics(signal),
  });

/** GET /api/document-tags/{kind}: the kinds of document offered for an owner kind. */
export const documentTagsQueryOptions = (kind: UploadOwnerKind) =>
  queryOptions({
    queryKey: documentKeys.tags(kind),
    queryFn: ({ signal }) => fetchDocumentTags(kind, signal),
  });

/** DELETE /api/documents/{id}; refreshes every document list and the statistics. */
/**
 * The callbacks run at the hook's level, before the lists refresh: the refreshed list may no longer hold the
 * button that asked, and callbacks given to `mutate` die with it.
 */
export function useDeleteDocument(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/documents/${id}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** POST /api/documents with the browser's upload progress; refreshes every document list and the statistics. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      fields,
      file,
      onProgress,
    }: {
      fields: UploadFields;
      file: File;
      onProgress: (percent: number) => void;
    }) => uploadDocument(fields, file, { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** Downloads a document; its download counters change, so every document list and the statistics are refreshed. */
export function useDownloadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => downloadDocument(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** GET /api/documents/expiring (staff): expiring within 90 days and expired, soonest first, a page at a time. */
export const expiringDocumentsQueryOptions = (ownerKind: UploadOwnerKind | undefined, tag: string | undefined) =>
  listPagesQueryOptions(documentKeys.expiring(ownerKind, tag), (cursor, signal) =>
    fetchExpiringDocuments(ownerKind, tag, cursor, signal),
  );

/** PATCH /api/documents/{id}/expiry: a date (YYYY-MM-DD) or none; refreshes every document list. */
export function useSetDocumentExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expiresAt }: { id: number; expiresAt: string | null }) =>
      api.patch<DocumentItem>(`/api/documents/${id}/expiry`, { expires_at: expiresAt }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** POST /api/jobs/document-expiry-reminders (staff): sends the reminders due now, as the daily job does. */
export function useRunExpiryReminders() {
  return useMutation({ mutationFn: () => api.post<{ sent: number }>('/api/jobs/document-expiry-reminders') });
}
