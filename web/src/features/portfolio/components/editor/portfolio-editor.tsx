import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ImagePlus, Plus } from 'lucide-react';
import type { PortfolioWork } from '@contracts/portfolio';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { portfolioQueryOptions, useDeletePortfolioWork, useReorderPortfolio } from '../../api/portfolio';
import { addLimitNote, worksCountText } from './portfolio-limit';
import { moveControlName, PortfolioWorkCard, type MoveControl } from './portfolio-work-card';
import { dragAnnouncements, dragInstructions, moveId, movedAnnouncement } from './reorder';
import { WorkFormDialog } from './work-form-dialog';

interface FocusTarget {
  id: number;
  control: MoveControl;
}

/** The control of a card to focus after a move: the one used, or the other arrow when the used one is now disabled. */
function findControl(list: HTMLElement | null, work: PortfolioWork | undefined, control: MoveControl) {
  const card = list?.querySelector<HTMLElement>(`[data-work-id="${work?.id}"]`);
  if (!card || !work) return null;
  const byName = (which: MoveControl) =>
    card.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(moveControlName[which](work.title))}"]`);
  const used = byName(control);
  if (used && !used.disabled) return used;
  const other = control === 'before' ? byName('after') : control === 'after' ? byName('before') : null;
  return other && !other.disabled ? other : byName('handle');
}

/**
 * 'Portafolio' on the teacher's own profile (issue 26): their works in order, with adding, editing, removing and
 * reordering (drag with the pointer or the keyboard, or 'Mover antes' / 'Mover después'); after a move the focus
 * stays on the work moved and a polite live region says where it went. The order is saved at once, optimistically.
 */
export function PortfolioEditor({ teacherId }: { teacherId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const limitId = useId();
  const portfolio = useQuery(portfolioQueryOptions(teacherId));
  const [adding, setAdding] = useState(false);
  // The work stays while the dialog closes (its title would otherwise turn into 'Añadir obra' as it fades).
  const [editing, setEditing] = useState<{ work: PortfolioWork; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ work: PortfolioWork; open: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<FocusTarget | 'heading' | null>(null);
  const lastMove = useRef<FocusTarget | null>(null);

  const items = portfolio.data?.items ?? [];
  const ids = items.map((work) => work.id);
  const order = ids.join(',');
  const titleOf = (id: UniqueIdentifier) => items.find((work) => work.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  // A text the live region said already would not be said again: the same words alternate with a trailing space.
  const announce = (text: string) => setAnnouncement((said) => (said === text ? `${text}\u00a0` : text));

  const reorder = useReorderPortfolio(teacherId, {
    onError: (error) => {
      focusAfter.current = lastMove.current;
      announce(t`No se pudo guardar el orden; las obras vuelven al orden anterior.`);
      toast({
        title: t`No se pudo guardar el orden`,
        description: getErrorMessage(error, t`Las obras vuelven al orden anterior.`),
        variant: 'destructive',
      });
    },
  });
  const closeDelete = () => setDeleting((current) => (current ? { ...current, open: false } : null));
  const remove = useDeletePortfolioWork({
    onSuccess: () => {
      focusAfter.current = 'heading';
      closeDelete();
      toast({ title: t`Obra eliminada del portafolio` });
    },
    onError: (error) => {
      closeDelete();
      toast({
        title: t`Error al eliminar la obra`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
    },
  });

  // After the list's order (or content) changes, the focus goes back where the move or the deletion left it.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    if (target === 'heading') {
      focusAfter.current = null;
      headingRef.current?.focus();
      return;
    }
    const work = portfolio.data?.items.find((item) => item.id === target.id);
    const control = findControl(listRef.current, work, target.control);
    if (!control) return;
    focusAfter.current = null;
    control.focus();
    // Only `order` tells that the cards moved; the rest is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order]);

  const move = (work: PortfolioWork, toIndex: number, control: MoveControl) => {
    const next = moveId(ids, work.id, toIndex);
    if (next === ids) return;
    const target = { id: work.id, control };
    lastMove.current = target;
    focusAfter.current = target;
    announce(movedAnnouncement(work.title, next.indexOf(work.id) + 1, next.length));
    reorder.mutate([...next]);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit reports the work over its own place as soon as it is taken: that would replace 'tomada' unheard.
  const overOwnPlace = useRef(true);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      overOwnPlace.current = true;
      return dragAnnouncements.start(titleOf(active.id), positionOf(active.id), ids.length);
    },
    onDragOver: ({ active, over }) => {
      if (!over || (overOwnPlace.current && over.id === active.id)) return undefined;
      overOwnPlace.current = false;
      return dragAnnouncements.over(titleOf(active.id), positionOf(over.id), ids.length);
    },
    // The editor's own live region says where the work went.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => dragAnnouncements.cancel(titleOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const work = items.find((item) => item.id === active.id);
    if (!work || !over || over.id === active.id) return;
    move(work, ids.indexOf(Number(over.id)), 'handle');
  };

  const data = portfolio.data;
  const limitNote = addLimitNote(data);

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-60 gap-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Trans>Portafolio</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Tus obras, en el orden en que quieres mostrarlas: las públicas aparecen en tu perfil y en tu tarjeta del
              Trombinoscopio.
            </Trans>
          </p>
          {data ? <p className="text-xs text-muted-foreground">{worksCountText(data.items.length)}</p> : null}
        </div>
        {data ? (
          <div className="grid justify-items-end gap-1">
            <Button
              onClick={() => setAdding(true)}
              disabled={!data.can_add}
              aria-describedby={limitNote ? limitId : undefined}
            >
              <Plus aria-hidden="true" />
              <Trans>Añadir obra</Trans>
            </Button>
            {limitNote ? (
              <p id={limitId} className="max-w-60 text-right text-xs text-muted-foreground">
                {limitNote}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <ListState
        query={portfolio}
        isEmpty={(list) => list.items.length === 0}
        loading={{ label: t`Cargando portafolio`, rows: 3, rowClassName: 'h-32' }}
        error={{
          title: t`Error al cargar el portafolio`,
          detail: (error) => getErrorMessage(error, t`Inténtalo de nuevo.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{
          icon: ImagePlus,
          title: t`Aún no hay obras en tu portafolio.`,
          detail: t`Añade la imagen de un trabajo tuyo con su título, año y técnica.`,
        }}
      >
        {(list) => (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: dragInstructions() } }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ul ref={listRef} aria-label={t`Obras del portafolio`} className="grid gap-3">
                {list.items.map((work, index) => (
                  <PortfolioWorkCard
                    key={work.id}
                    work={work}
                    index={index}
                    total={list.items.length}
                    canReorder={list.can_reorder}
                    onMove={(moved, step, control) => move(moved, index + step, control)}
                    onEdit={(edited) => setEditing({ work: edited, open: true })}
                    onDelete={(work) => setDeleting({ work, open: true })}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </ListState>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <WorkFormDialog teacherId={teacherId} open={adding} onOpenChange={setAdding} />
      <WorkFormDialog
        teacherId={teacherId}
        work={editing?.work}
        open={editing?.open ?? false}
        onOpenChange={(open) => setEditing((current) => (current ? { ...current, open } : null))}
      />
      <ConfirmDeleteDialog
        open={deleting?.open ?? false}
        onOpenChange={(open) => !open && closeDelete()}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.work.id)}
        title={t`¿Eliminar obra?`}
        description={t`Se quitará «${ph({ title: deleting?.work.title ?? '' })}» de tu portafolio de forma permanente. Esta acción no se puede deshacer.`}
      />
    </section>
  );
}
