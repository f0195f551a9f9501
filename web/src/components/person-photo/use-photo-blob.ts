import { useQuery } from '@tanstack/react-query';
import { getToken } from '@/lib/api-client';

/** Fetches a protected photo (it needs the bearer token, so a bare <img src> cannot load it). */
async function fetchPhoto(url: string, signal: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, {
    credentials: 'include',
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error('Not an image');
  return blob;
}

/** The photo's bytes, cached by URL (the URL carries a timestamp, so a new photo is a new key). */
export function usePhotoBlob(url: string | null) {
  return useQuery({
    queryKey: ['photo', url],
    queryFn: ({ signal }) => fetchPhoto(url!, signal),
    enabled: url !== null,
  });
}
