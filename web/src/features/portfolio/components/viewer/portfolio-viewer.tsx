import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, ImageOff } from 'lucide-react';
import type { PortfolioWork } from '@contracts/portfolio';
import { BlobImage } from '@/components/blob-image';
import { fetchPhoto } from '@/components/person-photo/fetch-photo';
import { photoBlobKey, usePhotoBlob } from '@/components/person-photo/use-photo-blob';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useViewportWidth } from '@/lib/viewport-width';
import {
  neighbourIndexes,
  pickViewerSource,
  stepIndex,
  swipeStep,
  viewerCandidates,
  workPosition,
} from './viewer-logic';
import { translate } from '@contracts/i18n/texts';

/**
 * The image the viewer loads for a work on this screen, for its pixel density: the medium size only where it is as
 * sharp (a phone at 1×), the large one else.
 */
const viewerSource = (work: PortfolioWork, viewportWidth: number) =>
  pickViewerSource(
    viewerCandidates(work.image),
    viewportWidth,
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  );

/** The work's image in a box of its own proportions, reserved before the bytes arrive (no jump as they do). */
function ViewerImage({ work, source }: { work: PortfolioWork; source: string }) {
  const { t } = useLingui();
  const image = usePhotoBlob(source);
  const { width, height } = work.image;
  return (
    <div
      className="relative mx-auto overflow-hidden rounded-md bg-muted"
      style={{
        aspectRatio: `${width} / ${height}`,
        width: `min(100%, ${width}px, calc(60dvh * ${width / Math.max(height, 1)}))`,
      }}
    >
      {image.data ? (
        <BlobImage
          key={source}
          blob={image.data}
          alt={work.title}
          width={width}
          height={height}
          decoding="async"
          className="size-full object-contain"
        />
      ) : image.isError ? (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
          <Trans>No se pudo cargar la imagen.</Trans>
        </div>
      ) : (
        <div role="status" aria-label={t`Cargando imagen`} className="size-full">
          <Skeleton className="size-full rounded-none" />
        </div>
      )}
    </div>
  );
}

/** Year and technique (the catalogue's label and the teacher's words), when the work has them. */
function WorkFacts({ work }: { work: PortfolioWork }) {
  const technique = [work.technique_label, work.technique_note].filter(Boolean).join(' · ');
  if (work.year === null && !technique) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {work.year !== null ? (
        <>
          <dt className="font-medium">
            <Trans>Año</Trans>
          </dt>
          <dd>{work.year}</dd>
        </>
      ) : null}
      {technique ? (
        <>
          <dt className="font-medium">
            <Trans>Técnica</Trans>
          </dt>
          <dd className="wrap-anywhere">{technique}</dd>
        </>
      ) : null}
    </dl>
  );
}

interface PortfolioViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The works to move through, in order; undefined while they load. */
  works: PortfolioWork[] | undefined;
  /** They could not be loaded. */
  failed?: boolean;
  /** The work shown. */
  workId: number | null;
  onWorkChange: (workId: number) => void;
}

/**
 * One work large: its image (the medium size on a phone, the large one on a wider screen, its box reserved), title,
 * year, technique, description and link, and 'Obra N de M'. ← and → (and 'Anterior' / 'Siguiente', and a swipe on a
 * touch screen) move to the previous and next work, going round at the ends; the neighbours' images load ahead.
 * Escape closes it and focus goes back to the control that opened it (the dialog primitive).
 */
export function PortfolioViewer({ open, onOpenChange, works, failed, workId, onWorkChange }: PortfolioViewerProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const viewportWidth = useViewportWidth();
  const swipe = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const descriptionId = useId();
  const count = works?.length ?? 0;
  const index = works ? works.findIndex((work) => work.id === workId) : -1;
  const work = index >= 0 ? works![index]! : null;

  // The previous and next works' images load while this one is looked at.
  useEffect(() => {
    if (!open || !works || index < 0) return;
    for (const other of neighbourIndexes(index, works.length)) {
      const source = viewerSource(works[other]!, viewportWidth);
      void queryClient.prefetchQuery({
        queryKey: photoBlobKey(source),
        queryFn: ({ signal }) => fetchPhoto(source, signal),
      });
    }
  }, [open, works, index, viewportWidth, queryClient]);

  const move = (delta: number) => {
    if (!works || index < 0 || count < 2) return;
    onWorkChange(works[stepIndex(index, delta, count)]!.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointer !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) move(step);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-5xl grid-cols-1 p-4 sm:p-6"
        aria-describedby={work ? descriptionId : undefined}
        onKeyDown={onKeyDown}
      >
        {work ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{work.title}</DialogTitle>
              <DialogDescription id={descriptionId} aria-live="polite">
                {workPosition(index, count)}
              </DialogDescription>
            </DialogHeader>
            <div
              className="touch-pan-y select-none"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipe.current = null)}
            >
              <ViewerImage work={work} source={viewerSource(work, viewportWidth)} />
            </div>
            {count > 1 ? (
              <div className="flex justify-between gap-2">
                <Button type="button" variant="outline" onClick={() => move(-1)}>
                  <ChevronLeft aria-hidden="true" />
                  <Trans>Anterior</Trans>
                </Button>
                <Button type="button" variant="outline" onClick={() => move(1)}>
                  <Trans>Siguiente</Trans>
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            ) : null}
            <div className="grid min-w-0 gap-3">
              <WorkFacts work={work} />
              {work.description ? (
                <p className="text-sm whitespace-pre-line wrap-anywhere">{work.description}</p>
              ) : null}
              {work.link_url ? (
                <a
                  href={work.link_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: 'link' }), 'h-auto w-fit px-0')}
                >
                  <Trans>Ver obra completa</Trans>
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>(se abre en una pestaña nueva)</Trans>
                  </span>
                </a>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Portafolio</Trans>
              </DialogTitle>
            </DialogHeader>
            {failed ? (
              <p role="alert" className="text-sm text-destructive">
                <Trans>No se pudo cargar el portafolio. Por favor, intenta más tarde.</Trans>
              </p>
            ) : works ? (
              <p role="alert" className="text-sm">
                <Trans>Obra no encontrada</Trans>
              </p>
            ) : (
              <div role="status" aria-label={t`Cargando obra`}>
                <Skeleton className="aspect-[4/3] w-full" />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
