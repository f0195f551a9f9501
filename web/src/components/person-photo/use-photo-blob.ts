import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNearScreen } from '@/lib/use-near-screen';
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

/**
 * Whether an image at `url` is to be loaded now: its box (given to `observe`) is on or near the screen, or its bytes
 * are already cached. A list renders its images' query only from then on: a directory's first screen of 50 cards
 * would otherwise set up 200 queries, most of them for cards far below.
 */
export function useImageWanted<T extends Element>(url: string | null) {
  const { near, observe } = useNearScreen<T>();
  const cached = useQueryClient().getQueryData(photoBlobKey(url)) !== undefined;
  return { wanted: url !== null && (near || cached), observe };
}
