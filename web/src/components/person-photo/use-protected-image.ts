import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showProtectedImage } from './show-protected-image';

/** A ref for an <img> that shows the protected image at `url` (showProtectedImage); null shows nothing. */
export function useProtectedImage(url: string | null) {
  const client = useQueryClient();
  return useCallback(
    (img: HTMLImageElement | null) => (img && url ? showProtectedImage(img, url, client) : undefined),
    [url, client],
  );
}
