import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSsoProviderInput, SsoProvider, UpdateSsoProviderInput } from '@contracts/sso';
import { api } from '@/lib/api-client';

export const ssoProviderKeys = {
  all: ['sso-providers'] as const,
};

/** GET /api/sso-providers (staff): every provider, without its secret. */
export function fetchSsoProviders(signal?: AbortSignal): Promise<SsoProvider[]> {
  return api.get<SsoProvider[]>('/api/sso-providers', { signal }).then((list) => list ?? []);
}

export const ssoProvidersQueryOptions = () =>
  queryOptions({ queryKey: ssoProviderKeys.all, queryFn: ({ signal }) => fetchSsoProviders(signal) });

export function useSsoProviders() {
  return useQuery(ssoProvidersQueryOptions());
}

/** POST /api/sso-providers. */
export function useCreateSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSsoProviderInput) => api.post<SsoProvider>('/api/sso-providers', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoProviderKeys.all }),
  });
}

/** PUT /api/sso-providers/{id}; an empty client secret keeps the stored one. */
export function useUpdateSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateSsoProviderInput }) =>
      api.put<SsoProvider>(`/api/sso-providers/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoProviderKeys.all }),
  });
}

/** DELETE /api/sso-providers/{id} (204). The callbacks run at the hook's level: the refreshed list may no longer hold the row that asked. */
export function useDeleteSsoProvider(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/sso-providers/${id}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoProviderKeys.all }),
  });
}
