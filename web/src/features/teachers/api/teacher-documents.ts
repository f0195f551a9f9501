import { queryOptions } from '@tanstack/react-query';
import type { DocumentItem } from '@contracts/documents';
import { api } from '@/lib/api-client';
import { teacherKeys } from './teacher-keys';

/** A document of the unified document system as the teacher screens read it (spec §3). */
export type TeacherDocument = DocumentItem;

interface DocumentsResponse {
  documents?: TeacherDocument[];
}

/** GET /api/documents/entity/teacher/{id} (staff or that teacher). */
export const entityDocumentsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: teacherKeys.entityDocuments(teacherId),
    queryFn: async ({ signal }) => (await api.get<DocumentsResponse>(`/api/documents/entity/teacher/${teacherId}`, { signal }))?.documents ?? [],
  });

/** GET /api/teacher/documents: the signed-in teacher's own documents. */
export const ownDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.ownDocuments,
    queryFn: async ({ signal }) => (await api.get<DocumentsResponse>('/api/teacher/documents', { signal }))?.documents ?? [],
  });
