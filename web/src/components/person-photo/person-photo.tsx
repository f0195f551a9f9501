import { User } from 'lucide-react';
import type { PhotoSize } from '@contracts/photos';
import { cn } from '@/lib/utils';
import { photoSource } from './photo-source';
import { useProtectedImage } from './use-protected-image';

interface PersonPhotoProps {
  /** The stored profile_photo value (may be null, a placeholder or broken). */
  url: string | null | undefined;
  /** The stored size to ask for: small for lists, cards and avatars, medium for a profile, large for a photo on its own. */
  size: PhotoSize;
  /** Leave empty when the person's name is written beside the photo. */
  alt?: string;
  className?: string;
}

/**
 * A round profile photo loaded with the session's token once its frame is on or near the screen (at once when its
 * bytes are cached), over the person icon: the icon shows until the photo comes, and when there is none or it fails.
 */
export function PersonPhoto({ url, size, alt = '', className }: PersonPhotoProps) {
  const source = photoSource(url, size);
  const image = useProtectedImage(source);
  const frame = cn(
    'relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground',
    className,
  );
  if (!source) {
    return (
      <span
        className={frame}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <User aria-hidden="true" className="size-1/2" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <User aria-hidden="true" className="size-1/2" />
      <img
        key={source}
        ref={image}
        alt={alt}
        className="absolute inset-0 size-full object-cover opacity-0 data-loaded:opacity-100"
      />
    </span>
  );
}
