import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActivityList } from '@contracts/activity-record';
import type { PortfolioList } from '@contracts/portfolio';
import type { PublicPage, PublicPageQueue, PublicPageSettingsInput } from '@contracts/public-pages';
import { api } from '@/lib/api-client';

/**
 * A teacher's public page (issue 47): its settings and state, the candidates the teacher picks from (their works and
 * record entries the school sees), and staff's list of pages by state. Only this feature reads them, so the keys live
 * here; every key starts with 'public-pages'.
 */
export const publicPageKeys = {
  all: ['public-pages'] as const,
  page: (teacherId: number) => ['public-pages', 'page', teacherId] as const,
  works: (teacherId: number) => ['public-pages', 'works', teacherId] as const,
  entries: (teacherId: number) => ['public-pages', 'entries', teacherId] as const,
  queue: (state: QueueState) => ['public-pages', 'queue', state] as const,
};

export type QueueState = 'pending' | 'published' | 'taken_down';

/** GET /api/teachers/{id}/public-page: the settings, the state and what the caller may do. */
export const publicPageQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: publicPageKeys.page(teacherId),
    queryFn: ({ signal }) => api.get<PublicPage>(`/api/teachers/${teacherId}/public-page`, { signal }),
  });

/** One work or entry offered to feature: only what the school sees. */
export interface Candidate {
  id: number;
  label: string;
  detail: string | null;
}

/** GET /api/teachers/{id}/portfolio: the works shown to the school and not hidden. */
export const candidateWorksQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: publicPageKeys.works(teacherId),
    queryFn: ({ signal }) => api.get<PortfolioList>(`/api/teachers/${teacherId}/portfolio`, { signal }),
    select: (list): Candidate[] =>
      list.items
        .filter((work) => work.visibility === 'public' && work.hidden === null)
        .map((work) => ({ id: work.id, label: work.title, detail: work.year === null ? null : String(work.year) })),
  });

/** GET /api/teachers/{id}/activity (the first 50, newest first): the entries visible to the school. */
export const candidateEntriesQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: publicPageKeys.entries(teacherId),
    queryFn: ({ signal }) => api.get<ActivityList>(`/api/teachers/${teacherId}/activity?limit=50`, { signal }),
    select: (list): Candidate[] =>
      list.items
        .filter((entry) => entry.visibility === 'school')
        .map((entry) => ({ id: entry.id, label: entry.title, detail: entry.start_date.slice(0, 4) })),
  });

/** GET /api/public-pages?state=: staff's list of pages in one state. */
export const publicPageQueueQueryOptions = (state: QueueState) =>
  queryOptions({
    queryKey: publicPageKeys.queue(state),
    queryFn: ({ signal }) => api.get<PublicPageQueue>(`/api/public-pages?state=${state}`, { signal }),
  });

/** After any change: the page's own answer in the cache, and staff's lists. */
function settle(queryClient: QueryClient, page: PublicPage) {
  queryClient.setQueryData(publicPageKeys.page(page.teacher_id), page);
  return queryClient.invalidateQueries({ queryKey: ['public-pages', 'queue'] });
}

/** PUT /api/teachers/{id}/public-page: the whole of the settings. */
export function useSavePublicPage(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PublicPageSettingsInput) =>
      api.put<PublicPage>(`/api/teachers/${teacherId}/public-page`, settings),
    onSuccess: (page) => settle(queryClient, page),
  });
}

/** POST …/submit (the teacher), …/approve and …/take-down (staff, with the reason). */
export function usePublicPageAction(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'submit' } | { kind: 'approve' } | { kind: 'take-down'; reason: string }) =>
      api.post<PublicPage>(
        `/api/teachers/${teacherId}/public-page/${action.kind}`,
        action.kind === 'take-down' ? { reason: action.reason } : undefined,
      ),
    onSuccess: (page) => settle(queryClient, page),
  });
}
