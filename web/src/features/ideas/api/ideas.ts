import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea, IdeaStatus, UpdateIdeaInput } from '@contracts/ideas';
import { api } from '@/lib/api-client';

export type IdeaSort = 'votes' | 'newest';

/** Query keys of the ideas feature: the list and every board start with 'ideas', so one invalidation refreshes them. */
export const ideasKeys = {
  all: ['ideas'] as const,
  board: (sort: IdeaSort, status: IdeaStatus | undefined) => ['ideas', 'board', sort, status ?? 'all'] as const,
};

/** GET /api/ideas: every idea, most voted first. */
export const ideasQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.all,
    queryFn: ({ signal }) => api.get<Idea[]>('/api/ideas', { signal }),
  });

/** GET /api/ideas?sort=&status=: the idea board (the first 200). */
export const ideaBoardQueryOptions = (sort: IdeaSort, status: IdeaStatus | undefined) =>
  queryOptions({
    queryKey: ideasKeys.board(sort, status),
    queryFn: ({ signal }) =>
      api.get<Idea[]>(`/api/ideas?${new URLSearchParams({ sort, ...(status ? { status } : {}) })}`, { signal }),
  });

/** PATCH /api/ideas/{id} (staff): a status and a public reply. */
export function useModerateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateIdeaInput }) => api.patch<Idea>(`/api/ideas/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.all }),
  });
}

/** DELETE /api/ideas/{id}: the author while it is new, or staff. */
export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/ideas/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ideasKeys.all }),
  });
}

/** POST /api/ideas {content}; refreshes the ideas list. */
export function useCreateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<Idea>('/api/ideas', { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.all }),
  });
}

/** POST /api/ideas/{id}/vote: casts the caller's vote, or takes it back. */
export function useToggleIdeaVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Idea>(`/api/ideas/${id}/vote`),
    onSuccess: (updated) => {
      queryClient.setQueriesData<Idea[]>({ queryKey: ideasKeys.all }, (ideas) =>
        ideas?.map((idea) => (idea.id === updated.id ? updated : idea)),
      );
      return queryClient.invalidateQueries({ queryKey: ideasKeys.all });
    },
  });
}
