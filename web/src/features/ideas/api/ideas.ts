import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea, IdeaStatus, UpdateIdeaInput } from '@contracts/ideas';
import { LIST_HEADERS } from '@contracts/list-limits';
import { api } from '@/lib/api-client';

export type IdeaSort = 'votes' | 'newest';

/** Query keys of the ideas feature: the list and every board start with 'ideas', so one invalidation refreshes them. */
export const ideasKeys = {
  all: ['ideas'] as const,
  board: (sort: IdeaSort, status: IdeaStatus | undefined) => ['ideas', 'board', sort, status ?? 'all'] as const,
};

/** A board's answer: the ideas shown (the first 200) and how many match (X-Total-Count). */
export interface IdeaBoardPage {
  items: Idea[];
  total: number;
}

/** GET /api/ideas…: the ideas and how many match, read from X-Total-Count (the ideas shown when it is missing). */
export async function fetchIdeaBoard(path: string, signal?: AbortSignal): Promise<IdeaBoardPage> {
  const response = await api.getResponse(path, { signal });
  const items = (await response.json()) as Idea[];
  const total = Number(response.headers.get(LIST_HEADERS.total) ?? items.length);
  return { items, total: Number.isFinite(total) ? Math.max(total, items.length) : items.length };
}

/** The line under a board that shows fewer ideas than match ('Mostrando 200 de 350 ideas'); none when it shows all. */
export function boardCutNote(board: IdeaBoardPage): string | undefined {
  const shown = board.items.length;
  const total = board.total;
  return total > shown ? t`Mostrando ${shown} de ${total} ideas` : undefined;
}

/** GET /api/ideas: the ideas, most voted first (the first 200, and how many there are). */
export const ideasQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.all,
    queryFn: ({ signal }) => fetchIdeaBoard('/api/ideas', signal),
  });

/** GET /api/ideas?sort=&status=: the idea board (the first 200, and how many match). */
export const ideaBoardQueryOptions = (sort: IdeaSort, status: IdeaStatus | undefined) =>
  queryOptions({
    queryKey: ideasKeys.board(sort, status),
    queryFn: ({ signal }) =>
      fetchIdeaBoard(`/api/ideas?${new URLSearchParams({ sort, ...(status ? { status } : {}) })}`, signal),
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
      queryClient.setQueriesData<IdeaBoardPage>(
        { queryKey: ideasKeys.all },
        (board) => board && { ...board, items: board.items.map((idea) => (idea.id === updated.id ? updated : idea)) },
      );
      return queryClient.invalidateQueries({ queryKey: ideasKeys.all });
    },
  });
}
