import {
  REVIEW_STATES,
  type ReviewDeadlineKind,
  type ReviewLate,
  type ReviewState,
  type ReviewStateCounts,
} from '@contracts/reviews';

/*
 * What leaves the server of the yearly review (issue 46): the cycle's deadlines as days, a review's lateness, the
 * counts of every state (zeros included). What a reader may see of a review (the evaluation, the record) is decided
 * by the service with the policy before it reaches here.
 */

export interface Deadlines {
  self_report: string;
  evaluation: string;
  response: string;
}

const DAY_MS = 86_400_000;

/** Today as a calendar day (UTC), the day deadlines are compared with. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whose turn a review in `state` is, and the deadline of that turn; null when nobody's (evaluated by nobody yet…). */
export function turnOf(
  state: ReviewState,
): { deadline: ReviewDeadlineKind; waiting_for: 'teacher' | 'reviewer' } | null {
  if (state === 'not_started' || state === 'draft' || state === 'returned')
    return { deadline: 'self_report', waiting_for: 'teacher' };
  if (state === 'submitted') return { deadline: 'evaluation', waiting_for: 'reviewer' };
  if (state === 'evaluated') return { deadline: 'response', waiting_for: 'teacher' };
  return null;
}

/** A review of an open cycle past the deadline of whoever's turn it is; null otherwise. */
export function lateOf(state: ReviewState, cycleState: string, deadlines: Deadlines, today: string): ReviewLate | null {
  if (cycleState !== 'open') return null;
  const turn = turnOf(state);
  if (!turn) return null;
  const due = deadlines[turn.deadline];
  if (due >= today) return null;
  return {
    ...turn,
    due,
    days: Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS),
  };
}

export function countsOf(rows: readonly { state: string; count: number }[]): ReviewStateCounts {
  const counts = Object.fromEntries(REVIEW_STATES.map((state) => [state, 0])) as ReviewStateCounts;
  for (const row of rows) if (row.state in counts) counts[row.state as ReviewState] += Number(row.count);
  return counts;
}

/** A name for a reviewer whose account is gone. */
export const personOrGone = (id: number | null, name: string | null) => ({ id: id ?? 0, name: name ?? '—' });

export const deadlinesOf = (cycle: { selfReportDue: string; evaluationDue: string; responseDue: string }) => ({
  self_report: cycle.selfReportDue,
  evaluation: cycle.evaluationDue,
  response: cycle.responseDue,
});

export const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();
