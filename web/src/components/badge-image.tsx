import { useState } from 'react';
import { Award } from 'lucide-react';
import { BADGE_COLOR_MODEL_DEFAULT } from '@contracts/constants';
import { BlobImage } from '@/components/blob-image';
import { useNearScreen } from '@/lib/use-near-screen';
import { cn } from '@/lib/utils';

/**
 * What the browser can load itself: the badge's image on our API (public, as the image of the badge's public
 * credentials, decision 011; the browser caches it under its versioned URL), a data: URL, or an address of another
 * site.
 */
const isDirectSource = (url: string) => /^(\/api\/|data:image\/|https?:)/.test(url);

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
  const [failed, setFailed] = useState<Blob | string | null>(null);
  // Asked for once its frame nears the screen, which is known after the first paint: a badge is never what a first
  // screen is about, and an image fetched before that paint delays it on a phone's connection (bench:lighthouse).
  const { observe, near } = useNearScreen<HTMLSpanElement>();
  const frame = cn(
    'relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  const onError = (source: Blob | string) => () => setFailed(source);

  if (file && file !== failed) {
    return (
      <span className={cn(frame, 'bg-muted')}>
        <BlobImage blob={file} alt={alt} className="size-full object-cover" onError={onError(file)} />
      </span>
    );
  }
  const direct = !file && url && isDirectSource(url) ? url : null;
  if (direct && direct !== failed) {
    return (
      <span
        ref={observe}
        className={cn(frame, 'bg-muted')}
        role={alt && !near ? 'img' : undefined}
        aria-label={near ? undefined : alt || undefined}
      >
        {near ? (
          <img src={direct} alt={alt} decoding="async" className="size-full object-cover" onError={onError(direct)} />
        ) : null}
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
