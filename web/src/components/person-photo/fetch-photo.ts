import { api } from '@/lib/api-client';

/** Fetches a protected photo through the api client (it needs the bearer token, so a bare <img src> cannot load it). */
export async function fetchPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await (await api.getResponse(url, { signal })).blob();
  if (!blob.type.startsWith('image/')) throw new Error('Not an image');
  return blob;
}
