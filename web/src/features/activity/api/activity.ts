import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityEntryFields,
  type ActivityKind,
  type ActivityList,
  type TeachingHistory,
} from '@contracts/activity-record';
import type { PortfolioList } from '@contracts/portfolio';
import { api } from '@/lib/api-client';
import { documentKeys, fetchEntityDocuments, fetchOwnTeacherDocuments } from '@/lib/resources/documents';

/**
 * The faculty record (issue 45): a teacher's activity entries, their teaching history, and every change to them.
 * Only this feature reads them, so the keys live here; every key starts with 'activity', so `activityKeys.all`
 * refreshes it all.
 */
export const activityKeys = {
  all: ['activity'] as const,
  lists: (teacherId: number) => ['activity', 'list', teacherId] as const,
  /** GET /api/teachers/{id}/activity?kind: one kind, or every kind ('all'). */
  list: (teacherId: number, kind: ActivityKind | undefined) => ['activity', 'list', teacherId, kind ?? 'all'] as const,
  teachingHistory: (teacherId: number) => ['activity', 'teaching-history', teacherId] as const,
  /** The teacher's portfolio works offered as evidence (their titles). */
  works: (teacherId: number) => ['activity', 'works', teacherId] as const,
};

/** The query string of one page of a record: the kind, the cursor, the page size. */
export function activityListPath(teacherId: number, kind: ActivityKind | undefined, cursor: string | undefined) {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(ACTIVITY_PAGE_SIZE));
  return `/api/teachers/${teacherId}/activity?${query.toString()}`;
}

/** GET /api/teachers/{id}/activity?kind&cursor&limit: one page of the record, newest first. */
export const fetchActivityPage = (
  teacherId: number,
  kind: ActivityKind | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
) => api.get<ActivityList>(activityListPath(teacherId, kind, cursor), { signal });

/** The record's pages (the one list pattern: `next_cursor`, and the total on each page). */
export const activityListQueryOptions = (teacherId: number, kind?: ActivityKind) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(teacherId, kind),
    queryFn: ({ pageParam, signal }) => fetchActivityPage(teacherId, kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ActivityList) => last.next_cursor ?? undefined,
  });

/** GET /api/teachers/{id}/teaching-history: courses taught by term (staff and the teacher themself). */
export const teachingHistoryQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: activityKeys.teachingHistory(teacherId),
    queryFn: ({ signal }) => api.get<TeachingHistory>(`/api/teachers/${teacherId}/teaching-history`, { signal }),
  });

/** One piece of evidence offered in the form's pickers. */
export interface EvidenceOption {
  id: number;
  label: string;
}

type EvidenceDocument = { id: number; original_name: string; is_profile_photo: boolean };
const documentOptions = (documents: EvidenceDocument[]): EvidenceOption[] =>
  documents
    .filter((document) => !document.is_profile_photo)
    .map((document) => ({ id: document.id, label: document.original_name }));

/** The signed-in teacher's own documents offered as evidence (GET /api/teacher/documents; the documents' cache). */
export const ownEvidenceDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.ownTeacher,
    queryFn: ({ signal }) => fetchOwnTeacherDocuments(signal),
    select: documentOptions,
  });

/** A teacher's documents offered as evidence to staff (GET /api/documents/entity/teacher/{id}; the documents' cache). */
export const teacherEvidenceDocumentsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: documentKeys.entity('teacher', teacherId),
    queryFn: ({ signal }) => fetchEntityDocuments('teacher', teacherId, signal),
    select: (list) => documentOptions(list.documents),
  });

/**
 * The teacher's documents offered as evidence: their own list when they keep their own record, else as staff read
 * them. The profile photo is no evidence.
 */
export function useEvidenceDocuments(teacherId: number, own: boolean) {
  const ownList = useQuery({ ...ownEvidenceDocumentsQueryOptions(), enabled: own });
  const staffList = useQuery({ ...teacherEvidenceDocumentsQueryOptions(teacherId), enabled: !own });
  return own ? ownList : staffList;
}

/** GET /api/teachers/{id}/portfolio: the teacher's works offered as evidence, by title. */
export const evidenceWorksQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: activityKeys.works(teacherId),
    queryFn: ({ signal }) => api.get<PortfolioList>(`/api/teachers/${teacherId}/portfolio`, { signal }),
    select: (list): EvidenceOption[] => list.items.map((work) => ({ id: work.id, label: work.title })),
  });

/** After a change: the teacher's record, every kind's list. */
export const invalidateActivity = (queryClient: QueryClient, teacherId: number) =>
  queryClient.invalidateQueries({ queryKey: activityKeys.lists(teacherId) });

/** POST /api/teachers/{id}/activity → 201 the new entry. */
export function useAddActivityEntry(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: ActivityEntryFields) => api.post<ActivityEntry>(`/api/teachers/${teacherId}/activity`, entry),
    onSuccess: () => invalidateActivity(queryClient, teacherId),
  });
}

/** PUT /api/activity/{entryId} (the whole entry) → the entry. */
export function useUpdateActivityEntry(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, entry }: { entryId: number; entry: ActivityEntryFields }) =>
      api.put<ActivityEntry>(`/api/activity/${entryId}`, entry),
    onSuccess: () => invalidateActivity(queryClient, teacherId),
  });
}

/**
 * DELETE /api/activity/{entryId} (204). The callbacks run at the hook's level: the refreshed list no longer holds the
 * entry that asked.
 */
export function useDeleteActivityEntry(
  teacherId: number,
  callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.delete(`/api/activity/${entryId}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => invalidateActivity(queryClient, teacherId),
  });
}

/** What staff's review sends: verify with the note (against which evidence), or return with the reason. */
export type ActivityReview = { action: 'verify'; note: string } | { action: 'return'; reason: string };

/** POST /api/activity/{entryId}/verify {note} or /return {reason} (staff) → the entry. */
export function useReviewActivityEntry(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, review }: { entryId: number; review: ActivityReview }) =>
      review.action === 'verify'
        ? api.post<ActivityEntry>(`/api/activity/${entryId}/verify`, { note: review.note })
        : api.post<ActivityEntry>(`/api/activity/${entryId}/return`, { reason: review.reason }),
    onSuccess: () => invalidateActivity(queryClient, teacherId),
  });
}
