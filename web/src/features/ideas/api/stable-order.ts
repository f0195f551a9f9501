import { useMemo, useState } from 'react';
import type { Idea } from '@contracts/ideas';

/*
 * The idea board keeps its order while the person is on it (issue 24): a vote changes an idea's count, not its place,
 * so the idea under the pointer stays the one they meant. The order is the ids as first shown for a view (a sort and
 * a filter); a later answer (a vote's, a refetch) updates the ideas in place. Ideas not shown before (one the person
 * just posted) go on top; ideas gone (deleted) leave. Re-sorting, reopening or reloading starts a new order.
 */

/** `items` in the order of `order` (ids), new ones first in their own order; all of `items` when there is no order. */
export function keepOrder(order: readonly number[] | undefined, items: readonly Idea[]): Idea[] {
  if (!order) return [...items];
  const place = new Map(order.map((id, index) => [id, index]));
  const added = items.filter((idea) => !place.has(idea.id));
  const kept = items
    .filter((idea) => place.has(idea.id))
    .sort((left, right) => place.get(left.id)! - place.get(right.id)!);
  return [...added, ...kept];
}

function sameIds(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** The ideas of `view` in the order they were first shown (see keepOrder); undefined until they are loaded. */
export function useStableIdeaOrder(items: readonly Idea[] | undefined, view: string): Idea[] | undefined {
  const [kept, setKept] = useState<{ view: string; order: number[] } | null>(null);
  const order = kept?.view === view ? kept.order : undefined;
  const shown = useMemo(() => (items ? keepOrder(order, items) : undefined), [order, items]);
  if (shown) {
    const ids = shown.map((idea) => idea.id);
    // Adjusting state while rendering (React's pattern): the next render reads the same ids and stops here.
    if (!order || !sameIds(order, ids)) setKept({ view, order: ids });
  }
  return shown;
}
