import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EyeOff, Images } from 'lucide-react';
import type { PortfolioWork } from '@contracts/portfolio';
import { BlobImage } from '@/components/blob-image';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListState } from '@/components/list-state';
import { useNearScreen } from '@/lib/use-near-screen';
import { usePhotoBlob } from '@/components/person-photo/use-photo-blob';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { portfolioQueryOptions, useDeletePortfolioWork, useUnhidePortfolioWork } from '../../api/portfolio';
import { thumbnailLabel } from '../card-strip/strip-works';
import { PortfolioViewer } from '../viewer/portfolio-viewer';
import { workVisibilityState } from '../work-visibility';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

// Staff's hiding form (a schema, so zod) loads only where staff manage the works, not with every profile.
const HideWorkDialog = lazyPartOrNotice(() => import('./hide-work-dialog').then((m) => m.HideWorkDialog));

/** A work's small image in a square box of fixed proportions, loaded once on or near the screen. */
function WorkThumbnail({ work, onOpen }: { work: PortfolioWork; onOpen: () => void }) {
  const { near, observe } = useNearScreen<HTMLButtonElement>();
  const image = usePhotoBlob(work.image.small_url, { enabled: near });
  return (
    <button
      ref={observe}
      type="button"
      aria-label={thumbnailLabel(work.title)}
      onClick={onOpen}
      className="grid w-full grid-cols-1 gap-2 rounded-md text-left outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="block aspect-square w-full overflow-hidden rounded-md border bg-muted">
        {image.data ? (
          <BlobImage
            blob={image.data}
            alt=""
            width={128}
            height={128}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </span>
      <span className="line-clamp-2 text-sm font-medium wrap-anywhere">{work.title}</span>
    </button>
  );
}

interface WorkActionsProps {
  work: PortfolioWork;
  onHide: () => void;
  onDelete: () => void;
}

/** Staff's controls of one work, as its `can` allows: hide (with a reason) or show again, and delete. */
/**
 * Who sees the work, in one true state: hidden by staff (with the reason), else 'Solo administración' — and, for
 * those who manage it, 'Visible para toda la escuela'.
 */
function WorkVisibilityNote({ work, manage }: { work: PortfolioWork; manage: boolean }) {
  const state = workVisibilityState(work);
  if (state.kind === 'hidden')
    return (
      <p className="flex gap-1 text-xs text-destructive wrap-anywhere">
        <EyeOff aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
        <span>
          {state.label}: {state.reason}
        </span>
      </p>
    );
  if (state.kind !== 'staff' && !manage) return null;
  return (
    <Badge variant={state.kind === 'staff' ? 'secondary' : 'outline'} className="w-fit max-w-full whitespace-normal">
      {state.label}
    </Badge>
  );
}

function WorkActions({ work, onHide, onDelete }: WorkActionsProps) {
  const { t } = useLingui();
  const unhide = useUnhidePortfolioWork();
  const title = work.title;
  const showAgain = () => {
    if (unhide.isPending) return;
    unhide.mutate(work.id, {
      onSuccess: () => toast({ title: t`Obra visible de nuevo` }),
      onError: (error) =>
        toast({
          title: t`No se pudo mostrar la obra`,
          description: getErrorMessage(error, t`Inténtalo de nuevo.`),
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="flex flex-wrap gap-1">
      {/* One button for both (the same element): focus stays on it as the work is hidden or shown again. */}
      {work.can.hide ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={work.hidden ? t`Mostrar de nuevo «${title}»` : t`Ocultar «${title}»`}
          aria-disabled={unhide.isPending || undefined}
          onClick={work.hidden ? showAgain : onHide}
        >
          {work.hidden ? t`Mostrar de nuevo` : t`Ocultar`}
        </Button>
      ) : null}
      {work.can.delete ? (
        <Button type="button" size="sm" variant="outline" aria-label={t`Eliminar «${title}»`} onClick={onDelete}>
          <Trans>Eliminar</Trans>
        </Button>
      ) : null}
    </div>
  );
}

interface PortfolioPublicTabProps {
  teacherId: number;
  /** Staff's teacher detail: each work's visibility, and its hide / show again / delete controls (per its `can`). */
  manage?: boolean;
  /** The level of the tab's heading 'Portafolio' (3 inside a dialog whose title is the h2). */
  headingLevel?: 2 | 3;
}

/**
 * The 'Portafolio' tab of a teacher's public profile (the Trombinoscopio's dialog, staff's teacher detail): the works
 * the user may see as a grid of thumbnails with their titles, each opening the viewer. A work only staff see, or one
 * staff hid, says so (only staff and the teacher are sent those).
 */
export function PortfolioPublicTab({ teacherId, manage = false, headingLevel = 2 }: PortfolioPublicTabProps) {
  const { t } = useLingui();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const list = useQuery(portfolioQueryOptions(teacherId));
  const [viewer, setViewer] = useState<{ open: boolean; workId: number | null }>({ open: false, workId: null });
  const [hiding, setHiding] = useState<{ open: boolean; work: PortfolioWork | null }>({ open: false, work: null });
  const [deleting, setDeleting] = useState<{ open: boolean; work: PortfolioWork | null }>({ open: false, work: null });
  const deletingTitle = deleting.work?.title;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted work's button is gone: once the list no longer shows it, the focus goes to the tab's heading.
  const focusHeadingAfterDelete = useRef(false);
  const remove = useDeletePortfolioWork({
    onSuccess: () => {
      toast({ title: t`Obra eliminada del portafolio` });
      focusHeadingAfterDelete.current = true;
      setDeleting((current) => ({ ...current, open: false }));
    },
    onError: (error) => {
      toast({
        title: t`No se pudo eliminar la obra`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
      setDeleting((current) => ({ ...current, open: false }));
    },
  });

  useLayoutEffect(() => {
    if (!focusHeadingAfterDelete.current) return;
    focusHeadingAfterDelete.current = false;
    headingRef.current?.focus();
  }, [list.data]);

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Trans>Portafolio</Trans>
      </Heading>
      <ListState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        loading={{ label: t`Cargando portafolio`, rows: 1, rowClassName: 'h-40 rounded-md' }}
        error={{
          title: t`No se pudo cargar el portafolio`,
          detail: (error) => getErrorMessage(error, t`Por favor, intenta más tarde.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{ icon: Images, title: t`Este docente aún no tiene obras en su portafolio.` }}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]">
            {data.items.map((work) => (
              <li key={work.id} className="grid min-w-0 grid-cols-1 content-start gap-2">
                <WorkThumbnail work={work} onOpen={() => setViewer({ open: true, workId: work.id })} />
                <WorkVisibilityNote work={work} manage={manage} />
                {manage ? (
                  <WorkActions
                    work={work}
                    onHide={() => setHiding({ open: true, work })}
                    onDelete={() => setDeleting({ open: true, work })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <PortfolioViewer
        open={viewer.open}
        onOpenChange={(open) => setViewer((current) => ({ ...current, open }))}
        works={list.data?.items}
        failed={list.isError}
        workId={viewer.workId}
        onWorkChange={(workId) => setViewer((current) => ({ ...current, workId }))}
      />
      {manage ? (
        <>
          <Suspense fallback={null}>
            <HideWorkDialog
              work={hiding.work}
              open={hiding.open}
              onOpenChange={(open) => setHiding((current) => ({ ...current, open }))}
            />
          </Suspense>
          <ConfirmDeleteDialog
            open={deleting.open && deleting.work !== null}
            onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
            pending={remove.isPending}
            onConfirm={() => deleting.work && remove.mutate(deleting.work.id)}
            title={t`¿Eliminar obra?`}
            description={
              <Trans>
                «{deletingTitle}» se eliminará del portafolio con sus imágenes. Esta acción no se puede deshacer.
              </Trans>
            }
          />
        </>
      ) : null}
    </section>
  );
}
