import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { BADGE_COLOR_MODEL_DEFAULT } from '@contracts/constants';
import { BlobImage } from '@/components/blob-image';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** The bytes of an image of the API, through the api client (it needs the session's token: a bare <img> cannot send it). */
async function fetchImage(url: string, signal: AbortSignal): Promise<Blob> {
  const blob = await (await api.getResponse(url, { signal })).blob();
  if (!blob.type.startsWith('image/')) throw new Error('Not an image');
  return blob;
}

const isApiPath = (url: string) => url.startsWith('/api/');

/** The query key of a badge image's bytes, by its versioned URL (shared by the badges and the courses screens). */
export const badgeImageKey = (url: string) => ['badge-image', url] as const;

interface BadgeImageProps {
  /** The badge's image_url (GET /api/badges/{id}/image?v=…), a data: URL, or null. */
  url: string | null;
  /** The badge's colour, for the icon shown without an image (§8: badge images fall back to a coloured icon). */
  color: string;
  /** The image's text alternative; empty when the badge's name is written beside it. The icon is always decorative. */
  alt?: string;
  /** A picked file not sent yet (the form's preview) wins over `url`. */
  file?: File | null;
  className?: string;
}

/**
 * A badge's medallion: its image, or a coloured award icon when it has none or the image fails (gold, §3, when it has
 * no colour either). Used by the badges screens and by the courses' badge picker and detail.
 */
export function BadgeImage({ url, color, alt = '', file = null, className }: BadgeImageProps) {
  const apiUrl = !file && url && isApiPath(url) ? url : null;
  const fetched = useQuery({
    queryKey: badgeImageKey(apiUrl ?? ''),
    queryFn: ({ signal }) => fetchImage(apiUrl!, signal),
    enabled: apiUrl !== null,
  });
  const [failed, setFailed] = useState<Blob | string | null>(null);
  const frame = cn(
    'relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  const onError = (source: Blob | string) => () => setFailed(source);

  const blob = file ?? (apiUrl ? (fetched.data ?? null) : null);
  if (blob && blob !== failed) {
    return (
      <span className={cn(frame, 'bg-muted')}>
        <BlobImage blob={blob} alt={alt} className="size-full object-cover" onError={onError(blob)} />
      </span>
    );
  }
  // A data: URL or an address of another site needs no token.
  const direct = !file && url && !isApiPath(url) && /^(data:image\/|https?:)/.test(url) ? url : null;
  if (direct && direct !== failed) {
    return (
      <span className={cn(frame, 'bg-muted')}>
        <img src={direct} alt={alt} className="size-full object-cover" onError={onError(direct)} />
      </span>
    );
  }
  // The icon stands for no image: decorative, the badge's name is written beside it.
  return (
    <span
      aria-hidden="true"
      className={cn(frame, 'text-white')}
      style={{ backgroundColor: color || BADGE_COLOR_MODEL_DEFAULT }}
    >
      <Award className="size-1/2" />
    </span>
  );
}
