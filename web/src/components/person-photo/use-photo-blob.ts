import { useQuery } from '@tanstack/react-query';
import { fetchPhoto } from './fetch-photo';

/** The query key of a photo's bytes, by its URL. */
export const photoBlobKey = (url: string | null) => ['photo', url] as const;

/**
 * The photo's bytes, cached by URL (the URL carries a timestamp and a size, so a new photo or size is a new key).
 * With `enabled` false nothing is requested, but bytes already cached under the URL are still given.
 */
export function usePhotoBlob(url: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: photoBlobKey(url),
    queryFn: ({ signal }) => fetchPhoto(url!, signal),
    enabled: url !== null && enabled,
  });
}
