import { t } from '@lingui/core/macro';
/**
 * Reordering a portfolio (drag, or 'Mover antes' / 'Mover después'): the pure steps, kept apart from the screen so
 * that they are tested on their own.
 */

/**
 * `ids` with `id` moved to `toIndex` (clamped to the list), the others keeping their order; the same array when the
 * id is not there or does not move.
 */
export function moveId(ids: readonly number[], id: number, toIndex: number): readonly number[] {
  const from = ids.indexOf(id);
  if (from === -1) return ids;
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), ids.length - 1);
  if (to === from) return ids;
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/** `ids` with `id` moved one place earlier (-1) or later (+1); the same array at either end. */
export const moveBy = (ids: readonly number[], id: number, step: -1 | 1): readonly number[] => {
  const from = ids.indexOf(id);
  return from === -1 ? ids : moveId(ids, id, from + step);
};

/** What the polite live region says after a move: 'Obra «X» movida a la posición N de M' (N counted from 1). */
export const movedAnnouncement = (title: string, position: number, total: number) =>
  t`Obra «${title}» movida a la posición ${position} de ${total}`;

/** The screen reader texts of a drag with the keyboard (dnd-kit says them; its own are English). */
export const dragInstructions = () =>
  t`Para reordenar, pulsa Espacio o Intro para tomar la obra, muévela con las flechas y pulsa Espacio o Intro para soltarla, o Escape para cancelar.`;

export const dragAnnouncements = {
  start: (title: string, position: number, total: number) =>
    t`Obra «${title}» tomada, en la posición ${position} de ${total}.`,
  over: (title: string, position: number, total: number) =>
    t`Obra «${title}» sobre la posición ${position} de ${total}.`,
  cancel: (title: string) => t`Reordenación cancelada. La obra «${title}» vuelve a su lugar.`,
};
