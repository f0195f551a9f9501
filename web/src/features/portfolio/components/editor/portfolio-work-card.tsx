import { Trans, useLingui } from '@lingui/react/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, EyeOff, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { PortfolioWork } from '@contracts/portfolio';
import { IconAction } from '@/components/icon-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { workVisibilityState } from '../work-visibility';
import { techniqueText } from './work-form-model';
import { WorkThumbnail } from './work-thumbnail';

const translate = (text: MessageDescriptor) => i18n._(text);

/** Which control of a card the focus goes back to after a move. */
export type MoveControl = 'handle' | 'before' | 'after';

/** The names of a card's reorder controls (the editor finds them again by these, to keep the focus on them). */
export const moveControlName = {
  handle: (title: string) => translate(msg`Arrastrar «${title}» para cambiar su posición`),
  before: (title: string) => translate(msg`Mover antes «${title}»`),
  after: (title: string) => translate(msg`Mover después «${title}»`),
} as const;

interface PortfolioWorkCardProps {
  work: PortfolioWork;
  /** 0-based place in the list, and how many works there are. */
  index: number;
  total: number;
  canReorder: boolean;
  onMove: (work: PortfolioWork, step: -1 | 1, control: MoveControl) => void;
  onEdit: (work: PortfolioWork) => void;
  onDelete: (work: PortfolioWork) => void;
}

/**
 * One work in the teacher's editor: the drag handle, the small image, title, year, technique, visibility, why staff
 * hid it, and its actions ('Mover antes' / 'Mover después' for those who do not drag, 'Editar', 'Eliminar').
 */
export function PortfolioWorkCard({
  work,
  index,
  total,
  canReorder,
  onMove,
  onEdit,
  onDelete,
}: PortfolioWorkCardProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: work.id,
    disabled: !canReorder,
    attributes: { roleDescription: t`obra reordenable` },
  });
  const position = index + 1;
  const technique = techniqueText(work);
  const visibility = workVisibilityState(work);
  const facts = [work.year === null ? null : String(work.year), technique].filter(Boolean).join(' · ');

  return (
    <li
      ref={setNodeRef}
      data-work-id={work.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative grid gap-3 rounded-lg border bg-card p-3 shadow-xs sm:p-4',
        isDragging && 'z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-start gap-2 sm:gap-3">
        {canReorder ? (
          <Button
            ref={setActivatorNodeRef}
            variant="ghost"
            size="icon"
            aria-label={moveControlName.handle(work.title)}
            className="-ml-1 shrink-0 cursor-grab touch-none active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" />
          </Button>
        ) : null}
        <WorkThumbnail work={work} />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h3 className="font-semibold [overflow-wrap:anywhere]">{work.title}</h3>
          {facts ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{facts}</p> : null}
          <p className="flex flex-wrap items-center gap-1.5">
            {/* One true state: a hidden work shows the hidden note below, not its teacher's visibility. */}
            {visibility.kind !== 'hidden' ? (
              <Badge
                variant={visibility.kind === 'public' ? 'secondary' : 'outline'}
                className="whitespace-normal [overflow-wrap:anywhere]"
              >
                {visibility.label}
              </Badge>
            ) : null}
            <span className="sr-only">
              <Trans>
                , posición {position} de {total}
              </Trans>
            </span>
          </p>
        </div>
      </div>
      {visibility.kind === 'hidden' ? (
        <p className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-2 text-sm text-destructive [overflow-wrap:anywhere]">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {visibility.label}: {visibility.reason}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-1">
        {canReorder ? (
          <>
            <IconAction
              tooltip={t`Mover antes`}
              name={moveControlName.before(work.title)}
              icon={ArrowUp}
              disabled={index === 0}
              onClick={() => onMove(work, -1, 'before')}
            />
            <IconAction
              tooltip={t`Mover después`}
              name={moveControlName.after(work.title)}
              icon={ArrowDown}
              disabled={index === total - 1}
              onClick={() => onMove(work, 1, 'after')}
            />
          </>
        ) : null}
        {work.can.edit ? (
          <IconAction
            tooltip={t`Editar`}
            name={t`Editar «${ph({ title: work.title })}»`}
            icon={Pencil}
            onClick={() => onEdit(work)}
          />
        ) : null}
        {work.can.delete ? (
          <IconAction
            tooltip={t`Eliminar`}
            name={t`Eliminar «${ph({ title: work.title })}»`}
            icon={Trash2}
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(work)}
          />
        ) : null}
      </div>
    </li>
  );
}
