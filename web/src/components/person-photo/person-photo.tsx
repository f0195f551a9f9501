import { useEffect, useRef, useState } from 'react';
import { User } from 'lucide-react';
import type { PhotoSize } from '@contracts/photos';
import { cn } from '@/lib/utils';
import { photoSource } from './photo-source';
import { useNearScreen } from '@/lib/use-near-screen';
import { usePhotoBlob } from './use-photo-blob';

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
 * A round profile photo loaded with the session's token, once its frame is on or near the screen; the person icon
 * until then, and when there is none or it fails.
 */
export function PersonPhoto({ url, size, alt = '', className }: PersonPhotoProps) {
  const { near, observe } = useNearScreen<HTMLSpanElement>();
  const photo = usePhotoBlob(photoSource(url, size), { enabled: near });
  const [failedBlob, setFailedBlob] = useState<Blob | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const blob = photo.data && photo.data !== failedBlob ? photo.data : null;

  // The object URL lives exactly as long as this <img> shows this blob.
  useEffect(() => {
    if (!blob || !image.current) return;
    const objectUrl = URL.createObjectURL(blob);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  const frame = cn(
    'relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground',
    className,
  );
  if (!blob) {
    return (
      <span
        ref={observe}
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
    <span ref={observe} className={frame}>
      <img ref={image} alt={alt} className="size-full object-cover" onError={() => setFailedBlob(blob)} />
    </span>
  );
}
