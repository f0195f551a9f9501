import type { QueryClient } from '@tanstack/react-query';
import { watchNearScreen } from '@/lib/near-screen-watcher';
import { fetchPhoto } from './fetch-photo';
import { photoBlobKey } from './use-photo-blob';

/** Set on the <img> once its image is shown (style it visible with `data-loaded:`). */
export const IMAGE_LOADED_ATTRIBUTE = 'data-loaded';

/**
 * Shows the image at `url` in `img` through the query cache, whose bytes the portfolio's viewer shares: at once when
 * its bytes are cached, otherwise once `img` nears the screen (the URL is versioned, so cached bytes never go stale).
 * Nothing goes through React: an answer that re-rendered its component was a task of its own on a phone, per image.
 * `img` is marked IMAGE_LOADED_ATTRIBUTE once decoded, and unmarked if the bytes are no image. Returns the cleanup.
 */
export function showProtectedImage(img: HTMLImageElement, url: string, client: QueryClient): () => void {
  let stopped = false;
  let objectUrl: string | null = null;
  const onLoad = () => img.setAttribute(IMAGE_LOADED_ATTRIBUTE, '');
  const onError = () => img.removeAttribute(IMAGE_LOADED_ATTRIBUTE);
  img.addEventListener('load', onLoad);
  img.addEventListener('error', onError);

  const show = (blob: Blob) => {
    if (stopped) return;
    objectUrl = URL.createObjectURL(blob);
    img.src = objectUrl;
  };
  const load = () => {
    client
      .fetchQuery({
        queryKey: photoBlobKey(url),
        queryFn: ({ signal }) => fetchPhoto(url, signal),
        staleTime: Infinity,
      })
      .then(show, () => undefined);
  };
  const cached = client.getQueryData<Blob>(photoBlobKey(url));
  const stopWatching = cached ? (show(cached), undefined) : watchNearScreen(img, load);

  return () => {
    stopped = true;
    stopWatching?.();
    img.removeEventListener('load', onLoad);
    img.removeEventListener('error', onError);
    img.removeAttribute(IMAGE_LOADED_ATTRIBUTE);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  };
}
