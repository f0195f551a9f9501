import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTrustedIssuer, TrustedIssuer, TrustedIssuerList } from '@contracts/trusted-issuers';
import { api } from '@/lib/api-client';

/**
 * The school's trusted issuers of credentials from elsewhere (issue 41), kept by staff. A change changes how the
 * credentials checked from then on are named, so it also refreshes the external credentials' lists.
 */
export const trustedIssuerKeys = {
  all: ['trusted-issuers'] as const,
};

export const TRUSTED_ISSUERS_PATH = '/api/trusted-issuers';
export const trustedIssuerPath = (id: number) => `${TRUSTED_ISSUERS_PATH}/${id}`;

/** GET /api/trusted-issuers (staff): by name. */
export async function fetchTrustedIssuers(signal?: AbortSignal): Promise<TrustedIssuer[]> {
  const answer = await api.get<TrustedIssuerList | undefined>(TRUSTED_ISSUERS_PATH, { signal });
  return answer?.items ?? [];
}

export const trustedIssuersQueryOptions = () =>
  queryOptions({ queryKey: trustedIssuerKeys.all, queryFn: ({ signal }) => fetchTrustedIssuers(signal) });

export function useTrustedIssuers() {
  return useQuery(trustedIssuersQueryOptions());
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trustedIssuerKeys.all });
}

/** POST /api/trusted-issuers: a DID and the name the school knows it by. */
export function useAddTrustedIssuer() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: CreateTrustedIssuer) => api.post<TrustedIssuer>(TRUSTED_ISSUERS_PATH, input),
    onSuccess: refresh,
  });
}

/** PATCH /api/trusted-issuers/{id}: the name only. */
export function useRenameTrustedIssuer() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch<TrustedIssuer>(trustedIssuerPath(id), { name }),
    onSuccess: refresh,
  });
}

/** DELETE /api/trusted-issuers/{id} (204). The callbacks run before the list refreshes (the row goes). */
export function useRemoveTrustedIssuer(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => api.delete(trustedIssuerPath(id)),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: refresh,
  });
}
