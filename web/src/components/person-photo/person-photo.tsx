import { useEffect, useRef, useState, type Ref } from 'react';
import { User } from 'lucide-react';
import type { PhotoSize } from '@contracts/photos';
import { cn } from '@/lib/utils';
import { photoSource } from './photo-source';
import { useImageWanted, usePhotoBlob } from './use-photo-blob';

interface PersonPhotoProps {
  /** The stored profile_photo value (may be null, a placeholder or broken). */
  url: string | null | undefined;
  /** The stored size to ask for: small for lists, cards and avatars, medium for a profile, large for a photo on its own. */
  size: PhotoSize;
  /** Leave empty when the person's name is written beside the photo. */
  alt?: string;
  className?: string;
}

const frameClass = (className: string | undefined) =>
  cn(
    'relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground',
    className,
  );

/** The person icon in the photo's frame: before the photo comes, and when there is none or it fails. */
function PhotoPlaceholder({ alt, className, ref }: { alt: string; className?: string; ref?: Ref<HTMLSpanElement> }) {
  return (
    <span
      ref={ref}
      className={frameClass(className)}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <User aria-hidden="true" className="size-1/2" />
    </span>
  );
}

/** The photo at `source`, loaded with the session's token; the icon until it comes, and if it fails. */
function LoadedPhoto({ source, alt, className }: { source: string; alt: string; className?: string }) {
  const photo = usePhotoBlob(source);
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

  if (!blob) return <PhotoPlaceholder alt={alt} className={className} />;
  return (
    <span className={frameClass(className)}>
      <img ref={image} alt={alt} className="size-full object-cover" onError={() => setFailedBlob(blob)} />
    </span>
  );
}

/**
 * A round profile photo loaded with the session's token, once its frame is on or near the screen (at once when its
 * bytes are cached); the person icon until then, and when there is none or it fails.
 */
export function PersonPhoto({ url, size, alt = '', className }: PersonPhotoProps) {
  const source = photoSource(url, size);
  const { wanted, observe } = useImageWanted<HTMLSpanElement>(source);
  if (wanted && source) return <LoadedPhoto source={source} alt={alt} className={className} />;
  return <PhotoPlaceholder ref={source ? observe : undefined} alt={alt} className={className} />;
}
