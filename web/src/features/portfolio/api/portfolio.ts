import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PortfolioList,
  PortfolioTechnique,
  PortfolioWork,
  PortfolioWorkFields,
  PortfolioWorkPatchSchema,
} from '@contracts/portfolio';
import type { z } from 'zod';
import { api, type UploadOptions } from '@/lib/api-client';
import { teacherKeys } from '@/lib/resources/teachers';

/**
 * Teachers' portfolios (issue 26): the works of a teacher, the techniques' catalogue and every change to them.
 * Only this feature reads them (the Trombinoscopio's cards read `portfolio_preview` from the directory's own answer),
 * so the keys live here. Every key starts with 'portfolio', so `portfolioKeys.all` refreshes it all.
 */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  techniques: ['portfolio', 'techniques'] as const,
  lists: ['portfolio', 'list'] as const,
  /** GET /api/teachers/{id}/portfolio, as the asking user may see it. */
  list: (teacherId: number) => ['portfolio', 'list', teacherId] as const,
};

export type PortfolioWorkPatch = z.input<typeof PortfolioWorkPatchSchema>;

/** GET /api/portfolio/techniques: the expertise areas and the techniques staff added. */
export const fetchPortfolioTechniques = (signal?: AbortSignal) =>
  api.get<PortfolioTechnique[]>('/api/portfolio/techniques', { signal });

/** GET /api/teachers/{id}/portfolio: the works the asking user may see, in order, and what they may do. */
export const fetchPortfolio = (teacherId: number, signal?: AbortSignal) =>
  api.get<PortfolioList>(`/api/teachers/${teacherId}/portfolio`, { signal });

export const portfolioTechniquesQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.techniques,
    queryFn: ({ signal }) => fetchPortfolioTechniques(signal),
    staleTime: 5 * 60_000,
  });

export const portfolioQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: portfolioKeys.list(teacherId),
    queryFn: ({ signal }) => fetchPortfolio(teacherId, signal),
  });

/** GET /api/portfolio/{workId}/image/{size}: the versioned URL the work carries for the size. */
export const portfolioImageUrl = (work: Pick<PortfolioWork, 'image'>, size: 'small' | 'medium' | 'large') =>
  work.image[`${size}_url`];

/**
 * The multipart body of POST /api/teachers/{id}/portfolio: every field as text (empty for none), then the image last
 * (the server reads the fields before the file).
 */
export function portfolioWorkFormData(fields: PortfolioWorkFields, image: File): FormData {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('year', fields.year === null ? '' : String(fields.year));
  body.append('technique_code', fields.technique_code ?? '');
  body.append('technique_note', fields.technique_note ?? '');
  body.append('description', fields.description ?? '');
  body.append('link_url', fields.link_url ?? '');
  body.append('visibility', fields.visibility);
  body.append('image', image, image.name);
  return body;
}

/** The multipart body of PUT /api/portfolio/{workId}/image. */
export function portfolioImageFormData(image: File): FormData {
  const body = new FormData();
  body.append('image', image, image.name);
  return body;
}

/**
 * After a change: the portfolios (the teacher's own and as others see it) and the directory, whose cards show up
 * to three thumbnails (`portfolio_preview` on the Trombinoscopio's list, under `teacherKeys.all`).
 */
export function invalidatePortfolio(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
    queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  ]);
}

/** The cached list of a teacher with one work replaced by the server's answer (before the lists refresh). */
function putWork(queryClient: QueryClient, work: PortfolioWork) {
  queryClient.setQueryData<PortfolioList>(portfolioKeys.list(work.teacher_id), (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === work.id ? work : item)) } : list,
  );
}

export interface AddPortfolioWorkInput {
  teacherId: number;
  fields: PortfolioWorkFields;
  image: File;
  onProgress?: UploadOptions['onProgress'];
}

/** POST /api/teachers/{id}/portfolio (multipart, with upload progress) → 201 the new work. */
export function useAddPortfolioWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, fields, image, onProgress }: AddPortfolioWorkInput) =>
      api.upload<PortfolioWork>(`/api/teachers/${teacherId}/portfolio`, portfolioWorkFormData(fields, image), {
        onProgress,
      }),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}

/** PATCH /api/portfolio/{workId} (JSON, any of the fields) → the work. */
export function useUpdatePortfolioWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workId, patch }: { workId: number; patch: PortfolioWorkPatch }) =>
      api.patch<PortfolioWork>(`/api/portfolio/${workId}`, patch),
    onSuccess: (work) => {
      putWork(queryClient, work);
      return invalidatePortfolio(queryClient);
    },
  });
}

/** PUT /api/portfolio/{workId}/image (multipart) → the work, with new versioned image URLs. */
export function useReplacePortfolioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workId, image }: { workId: number; image: File }) =>
      api.put<PortfolioWork>(`/api/portfolio/${workId}/image`, portfolioImageFormData(image)),
    onSuccess: (work) => {
      putWork(queryClient, work);
      return invalidatePortfolio(queryClient);
    },
  });
}

interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/**
 * DELETE /api/portfolio/{workId} (204): the teacher's own work, or any work for staff. The callbacks run at the
 * hook's level: the refreshed list no longer holds the card that asked.
 */
export function useDeletePortfolioWork(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workId: number) => api.delete(`/api/portfolio/${workId}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => invalidatePortfolio(queryClient),
  });
}

/** The works of `list` in the order of `ids` (each id once; ids not in the list are left out), positions renumbered. */
export function orderedList(list: PortfolioList, ids: readonly number[]): PortfolioList {
  const byId = new Map(list.items.map((work) => [work.id, work]));
  const items = ids.flatMap((id) => {
    const work = byId.get(id);
    return work ? [work] : [];
  });
  return { ...list, items: items.map((work, index) => ({ ...work, position: index + 1 })) };
}

interface ReorderContext {
  previous: PortfolioList | undefined;
}

/** The mutation key of a teacher's reorders (several may run at once: one move after another). */
export const portfolioOrderMutationKey = (teacherId: number) => ['portfolio', 'order', teacherId] as const;

/**
 * PUT /api/teachers/{id}/portfolio/order {ids} → the list. Optimistic: the cached list takes the new order at once
 * and gets its old one back if the server refuses (`onError` then tells the user). While another move of the same
 * portfolio is still on its way, an answer neither replaces the cached list nor refreshes it (the last one does).
 */
export function useReorderPortfolio(teacherId: number, callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  const key = portfolioKeys.list(teacherId);
  const mutationKey = portfolioOrderMutationKey(teacherId);
  const othersRunning = () => queryClient.isMutating({ mutationKey }) > 1;
  return useMutation<PortfolioList, Error, number[], ReorderContext>({
    mutationKey,
    mutationFn: (ids) => api.put<PortfolioList>(`/api/teachers/${teacherId}/portfolio/order`, { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PortfolioList>(key);
      if (previous) queryClient.setQueryData(key, orderedList(previous, ids));
      return { previous };
    },
    onSuccess: (list) => {
      if (!othersRunning()) queryClient.setQueryData(key, list);
      callbacks.onSuccess?.();
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      callbacks.onError?.(error);
    },
    onSettled: () => (othersRunning() ? undefined : invalidatePortfolio(queryClient)),
  });
}

/** POST /api/portfolio/{workId}/hide {reason} (staff) → the work; the teacher is notified. */
export function useHidePortfolioWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workId, reason }: { workId: number; reason: string }) =>
      api.post<PortfolioWork>(`/api/portfolio/${workId}/hide`, { reason }),
    onSuccess: (work) => {
      putWork(queryClient, work);
      return invalidatePortfolio(queryClient);
    },
  });
}

/** POST /api/portfolio/{workId}/unhide (staff) → the work. */
export function useUnhidePortfolioWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workId: number) => api.post<PortfolioWork>(`/api/portfolio/${workId}/unhide`),
    onSuccess: (work) => {
      putWork(queryClient, work);
      return invalidatePortfolio(queryClient);
    },
  });
}

/** POST /api/portfolio/techniques {label} (staff) → 201 the technique, code 'tecnica-<id>'. */
export function useAddPortfolioTechnique() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => api.post<PortfolioTechnique>('/api/portfolio/techniques', { label }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.techniques }),
  });
}

/** PATCH /api/portfolio/techniques/{code} {label} (staff): a technique staff added gets a new name. */
export function useRenamePortfolioTechnique() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, label }: { code: string; label: string }) =>
      api.patch<PortfolioTechnique>(`/api/portfolio/techniques/${encodeURIComponent(code)}`, { label }),
    // The works that name it show the new name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.techniques }),
        invalidatePortfolio(queryClient),
      ]),
  });
}

/** DELETE /api/portfolio/techniques/{code} (staff): refused (409) while works name it. */
export function useRemovePortfolioTechnique() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.delete(`/api/portfolio/techniques/${encodeURIComponent(code)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.techniques }),
  });
}
