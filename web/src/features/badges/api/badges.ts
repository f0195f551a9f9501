import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Badge, BadgeFields } from '@contracts/badges';
import { api } from '@/lib/api-client';
import { badgeKeys, fetchBadgeCatalogue } from '@/lib/resources/badges';

/**
 * The multipart body of POST and PUT /api/badges: the text fields first, the image last (the server reads the
 * fields before the file). Without a new image the file part is left out and the badge keeps the one it has,
 * unless `removeImage` asks the server to clear it.
 */
export function badgeFormData(fields: BadgeFields, image: File | null, removeImage = false): FormData {
  const body = new FormData();
  body.append('badge_name', fields.badge_name);
  body.append('badge_code', fields.badge_code);
  body.append('badge_type', fields.badge_type);
  body.append('year', String(fields.year));
  body.append('description', fields.description ?? '');
  body.append('badge_color', fields.badge_color);
  if (!image && removeImage) body.append('remove_image', 'true');
  if (image) body.append('badge_image', image, image.name);
  return body;
}

/** GET /api/badges without `limit`: the whole catalogue, each badge with its image URL and assigned count. */
export const badgeCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: badgeKeys.catalogue,
    queryFn: ({ signal }) => fetchBadgeCatalogue(signal),
  });

/**
 * The assignment dialog's search: the catalogue's badges matching `q` by the server's rule (case and accents ignored);
 * the whole catalogue (its cache shared with the grid) without. The last answer stays shown while the next loads.
 */
export const badgeSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: q ? badgeKeys.search(q) : badgeKeys.catalogue,
    queryFn: ({ signal }) => fetchBadgeCatalogue(signal, q || undefined),
    placeholderData: keepPreviousData,
  });

/** The catalogue, and every person's badges (they show the badge's name, colour and image). */
function invalidateBadges(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
    queryClient.invalidateQueries({ queryKey: badgeKeys.recipients }),
  ]);
}

export interface SaveBadgeInput {
  fields: BadgeFields;
  image: File | null;
  /** Clear the badge's current image (edit, no new image). */
  removeImage?: boolean;
}

/** POST /api/badges (multipart) through the api client. */
export function useCreateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: SaveBadgeInput) => api.post<Badge>('/api/badges', badgeFormData(fields, image)),
    onSuccess: () => invalidateBadges(queryClient),
  });
}

/** PUT /api/badges/{id} (multipart). */
export function useUpdateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, image, removeImage }: SaveBadgeInput & { id: number }) =>
      api.put<Badge>(`/api/badges/${id}`, badgeFormData(fields, image, removeImage)),
    onSuccess: () => invalidateBadges(queryClient),
  });
}

/**
 * DELETE /api/badges/{id} (204); its awards go with it. The callbacks run at the hook's level: the refreshed grid
 * no longer holds the card that asked.
 */
export function useDeleteBadge(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/badges/${id}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => invalidateBadges(queryClient),
  });
}
