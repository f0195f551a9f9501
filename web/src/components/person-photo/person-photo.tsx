import { useMemo, type SyntheticEvent } from 'react';
import { User } from 'lucide-react';
import type { PhotoSize } from '@contracts/photos';
import { afterNextPaint } from '@/lib/after-next-paint';
import { watchNearScreen } from '@/lib/near-screen-watcher';
import { cn } from '@/lib/utils';
import { photoSource } from '@contracts/photo-sizes';

interface PersonPhotoProps {
  /** The stored profile_photo value (may be null, a placeholder or broken). */
  url: string | null | undefined;
  /** The stored size to ask for: small for lists, cards and avatars, medium for a profile, large for a photo on its own. */
  size: PhotoSize;
  /** Leave empty when the person's name is written beside the photo. */
  alt?: string;
  className?: string;
  /** The photo a screen is about (a profile's): fetched first, not when it nears the screen. */
  eager?: boolean;
}

const markLoaded = (event: SyntheticEvent<HTMLImageElement>) => event.currentTarget.setAttribute('data-loaded', '');
const markFailed = (event: SyntheticEvent<HTMLImageElement>) => event.currentTarget.removeAttribute('data-loaded');

/**
 * Gives `img` its source once it nears the screen, after the next paint, without a React render (a directory's
 * first screen shows two dozen photos): a list's photos fetched before its first paint delay that paint on a phone's
 * connection, and both a native lazy image and the first report of nearing the screen can come before it.
 */
function sourceWhenNear(source: string) {
  return (img: HTMLImageElement | null) => {
    if (!img) return undefined;
    let cancelPaintWait: (() => void) | undefined;
    const stopWatching = watchNearScreen(img, () => {
      cancelPaintWait = afterNextPaint(() => (img.src = source));
    });
    return () => {
      stopWatching();
      cancelPaintWait?.();
    };
  };
}

/**
 * A round profile photo over the person icon: the icon shows until the photo comes, and when there is none or it
 * fails. The browser loads it with the session's cookie (decision 037) once it nears the screen, or first when
 * `eager`; the URL is versioned, so the browser's cache keeps it.
 */
export function PersonPhoto({ url, size, alt = '', className, eager = false }: PersonPhotoProps) {
  const source = photoSource(url, size);
  const whenNear = useMemo(() => (source && !eager ? sourceWhenNear(source) : undefined), [source, eager]);
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
        ref={whenNear}
        src={eager ? source : undefined}
        alt={alt}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onLoad={markLoaded}
        onError={markFailed}
        className="absolute inset-0 size-full object-cover opacity-0 data-loaded:opacity-100"
      />
    </span>
  );
}
