import type { ReviewAbilities, ReviewMove, ReviewState } from '@contracts/reviews';
import { role, type Rule } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what in the yearly review (issue 46, decision 045). Two kinds of rule (decision 010):
 *
 * Request rules, from the user alone (the routes' `preHandler: authorize(…)`):
 * - cycles (create, edit, open, close, progress, CSV, the documents' ZIP): staff;
 * - a review and its moves, the own reviews' list, a review's PDF: teachers and staff; students never (403).
 *
 * Resource rules, from the user and the review (its teacher's account, its reviewer):
 * - the teacher reviewed reads their own review (the evaluation once sent), saves drafts, submits, responds and
 *   acknowledges; another teacher is refused (403);
 * - the assigned reviewer (a staff member) reads it, returns it with a reason, saves and sends the evaluation;
 * - other staff read it only with a reason, kept in the audit log (403 REVIEW_READ_REASON_REQUIRED without one);
 * - any staff member closes a review (or its cycle);
 * - a move is possible only in its states and while the cycle is open (409 REVIEW_WRONG_STATE otherwise); a closed
 *   review is read-only for everyone.
 */

export const canManageCycles: Rule = role('staff');
export const canUseReviews: Rule = role('staff', 'teacher');

/** How the reader stands to a review: its teacher, its reviewer, other staff, or nobody (refused). */
export type ReviewRelation = 'teacher' | 'reviewer' | 'staff' | null;

export interface ReviewFacts {
  /** The account of the teacher reviewed. */
  teacherUserId: number;
  reviewerId: number | null;
  state: ReviewState;
  cycleState: string;
}

export function relationTo(user: Pick<SessionUser, 'id' | 'role'>, review: ReviewFacts): ReviewRelation {
  if (user.role === 'teacher') return review.teacherUserId === user.id ? 'teacher' : null;
  if (user.role === 'staff') return review.reviewerId === user.id ? 'reviewer' : 'staff';
  return null;
}

/** Staff who are not the reviewer read a review only with a reason (kept in the audit log). */
export function readNeedsReason(relation: ReviewRelation): boolean {
  return relation === 'staff';
}

/** Who makes each move. */
const MOVER: Record<ReviewMove, readonly Exclude<ReviewRelation, null>[]> = {
  save_draft: ['teacher'],
  submit: ['teacher'],
  return: ['reviewer'],
  save_evaluation: ['reviewer'],
  send_evaluation: ['reviewer'],
  respond: ['teacher'],
  close: ['reviewer', 'staff'],
};

/** The states each move starts from (the cycle open). */
const FROM: Record<ReviewMove, readonly ReviewState[]> = {
  save_draft: ['not_started', 'draft', 'returned'],
  submit: ['draft'],
  return: ['submitted'],
  save_evaluation: ['submitted'],
  send_evaluation: ['submitted'],
  respond: ['evaluated'],
  close: ['not_started', 'draft', 'submitted', 'returned', 'evaluated', 'acknowledged'],
};

/** Where each move leads. */
export function stateAfter(move: ReviewMove, from: ReviewState): ReviewState {
  switch (move) {
    case 'save_draft':
      return 'draft';
    case 'submit':
      return 'submitted';
    case 'return':
      return 'returned';
    case 'save_evaluation':
      return from;
    case 'send_evaluation':
      return 'evaluated';
    case 'respond':
      return 'acknowledged';
    case 'close':
      return 'closed';
  }
}

/** Whether this reader is the one who makes `move` (whatever the state). */
export function isMover(relation: ReviewRelation, move: ReviewMove): boolean {
  return relation !== null && MOVER[move].includes(relation);
}

/** Whether the review's state (and its cycle's) allows `move` now. */
export function stateAllows(review: ReviewFacts, move: ReviewMove): boolean {
  return review.cycleState === 'open' && FROM[move].includes(review.state);
}

export function mayMove(relation: ReviewRelation, review: ReviewFacts, move: ReviewMove): boolean {
  return isMover(relation, move) && stateAllows(review, move);
}

/** The teacher sees the evaluation once it has been sent. */
export function seesEvaluation(relation: ReviewRelation, evaluationSent: boolean): boolean {
  return relation !== 'teacher' || evaluationSent;
}

/** A closed review's PDF: its teacher, its reviewer and staff. */
export function mayDownloadDocument(relation: ReviewRelation, review: ReviewFacts): boolean {
  return relation !== null && review.state === 'closed';
}

export function reviewAbilities(relation: ReviewRelation, review: ReviewFacts): ReviewAbilities {
  return {
    save_draft: mayMove(relation, review, 'save_draft'),
    submit: mayMove(relation, review, 'submit'),
    return: mayMove(relation, review, 'return'),
    save_evaluation: mayMove(relation, review, 'save_evaluation'),
    send_evaluation: mayMove(relation, review, 'send_evaluation'),
    respond: mayMove(relation, review, 'respond'),
    close: mayMove(relation, review, 'close'),
    download_pdf: mayDownloadDocument(relation, review),
  };
}

/** What staff may do with a cycle in its state. */
export function cycleAbilities(user: Pick<SessionUser, 'role'>, cycle: { state: string; closedReviews: number }) {
  const staff = user.role === 'staff';
  return {
    edit: staff && cycle.state === 'draft',
    delete: staff && cycle.state === 'draft',
    open: staff && cycle.state === 'draft',
    close: staff && cycle.state === 'open',
    view_progress: staff,
    download_documents: staff && cycle.closedReviews > 0,
  };
}

/** A reviewer is a staff member whose account is enabled. */
export function mayReview(account: { role: string; disabledAt: Date | null }): boolean {
  return account.role === 'staff' && account.disabledAt === null;
}
