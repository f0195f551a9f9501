import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PortfolioVisibility } from '@contracts/portfolio-texts';

/** Who a work's teacher lets see it, as the screens write it. */
export const VISIBILITY_LABELS: Record<PortfolioVisibility, MessageDescriptor> = {
  public: msg`Visible para toda la escuela`,
  staff: msg`Solo administración`,
};

/** What a work's label says of who sees it: one true state. */
export type WorkVisibilityState =
  { kind: 'hidden'; label: string; reason: string } | { kind: PortfolioVisibility; label: string };

export const HIDDEN_BY_STAFF_LABEL = msg`Oculta por la administración`;

/**
 * Who sees a work now. A work hidden by staff is seen by nobody but its teacher and staff, whatever visibility its
 * teacher chose: it says only 'Oculta por la administración' (with the reason), never 'Visible para toda la escuela'
 * beside it.
 */
export function workVisibilityState(work: {
  visibility: PortfolioVisibility;
  hidden: { reason: string } | null;
}): WorkVisibilityState {
  if (work.hidden) return { kind: 'hidden', label: i18n._(HIDDEN_BY_STAFF_LABEL), reason: work.hidden.reason };
  return { kind: work.visibility, label: i18n._(VISIBILITY_LABELS[work.visibility]) };
}
