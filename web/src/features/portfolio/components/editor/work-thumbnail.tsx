import { ImageOff } from 'lucide-react';
import type { PortfolioWork } from '@contracts/portfolio';
import { BlobImage } from '@/components/blob-image';
import { useNearScreen } from '@/lib/use-near-screen';
import { usePhotoBlob } from '@/components/person-photo/use-photo-blob';
import { cn } from '@/lib/utils';

/**
 * A work's small image in a box of fixed size and shape (no layout shift while it loads), fetched with the session's
 * token once the box is on or near the screen. Decorative: the work's title is written beside it.
 */
export function WorkThumbnail({ work, className }: { work: PortfolioWork; className?: string }) {
  const { near, observe } = useNearScreen<HTMLSpanElement>();
  const image = usePhotoBlob(work.image.small_url, { enabled: near });
  return (
    <span
      ref={observe}
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[4/3] w-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground sm:w-32',
        className,
      )}
    >
      {image.data ? (
        <BlobImage blob={image.data} alt="" className="size-full object-cover" />
      ) : image.isError ? (
        <ImageOff className="size-6" />
      ) : null}
    </span>
  );
}
