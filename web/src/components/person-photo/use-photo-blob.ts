import { useQuery } from '@tanstack/react-query';
import { fetchPhoto } from './fetch-photo';

/** The photo's bytes, cached by URL (the URL carries a timestamp, so a new photo is a new key). */
export function usePhotoBlob(url: string | null) {
  return useQuery({
    queryKey: ['photo', url],
    queryFn: ({ signal }) => fetchPhoto(url!, signal),
    enabled: url !== null,
  });
}
