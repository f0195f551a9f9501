import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea } from '@contracts/ideas';
import { api } from '@/lib/api-client';

export const ideasKeys = {
  all: ['ideas'] as const,
};

/** GET /api/ideas: every idea, most voted first. */
export const ideasQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.all,
    queryFn: ({ signal }) => api.get<Idea[]>('/api/ideas', { signal }),
  });

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
      queryClient.setQueryData<Idea[]>(ideasKeys.all, (ideas) => ideas?.map((idea) => (idea.id === updated.id ? updated : idea)));
      return queryClient.invalidateQueries({ queryKey: ideasKeys.all });
    },
  });
}
