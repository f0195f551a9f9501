import { PORTFOLIO_VISIBILITY_LABELS, type PortfolioVisibility } from '@contracts/portfolio-texts';

/** What a work's label says of who sees it: one true state. */
export type WorkVisibilityState =
  { kind: 'hidden'; label: string; reason: string } | { kind: PortfolioVisibility; label: string };

export const HIDDEN_BY_STAFF_LABEL = 'Oculta por la administración';

/**
 * Who sees a work now. A work hidden by staff is seen by nobody but its teacher and staff, whatever visibility its
 * teacher chose: it says only 'Oculta por la administración' (with the reason), never 'Visible para toda la escuela'
 * beside it.
 */
export function workVisibilityState(work: {
  visibility: PortfolioVisibility;
  hidden: { reason: string } | null;
}): WorkVisibilityState {
  if (work.hidden) return { kind: 'hidden', label: HIDDEN_BY_STAFF_LABEL, reason: work.hidden.reason };
  return { kind: work.visibility, label: PORTFOLIO_VISIBILITY_LABELS[work.visibility] };
}
