import { api } from '@/lib/api-client';

/**
 * Fetches an image's bytes through the api client, for the portfolio's images, which keep them in the query cache (its
 * viewer reads the next work's ahead). A profile photo is a plain <img> the browser loads with the session's cookie.
 */
export async function fetchPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await (await api.getResponse(url, { signal })).blob();
  if (!blob.type.startsWith('image/')) throw new Error('Not an image');
  return blob;
}
