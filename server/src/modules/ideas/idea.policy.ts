import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with ideas (§6): every signed-in user reads the ideas, posts one and votes (one vote per idea,
 * their own, which the service keys by the caller). The routes of idea.routes.ts attach this rule as their guard
 * (`preHandler: authorize(rule)`, decision 010).
 */

/** List, post and vote. */
export const canUseIdeas = signedIn;

/** Move an idea through its statuses and answer it publicly. */
export const canModerateIdeas = role('staff');

/** Resource rule: staff delete any idea; its author only while it is new (nobody has acted on it yet). */
export async function canDeleteIdea(options: {
  db: DbOrTx;
  user: SessionUser;
  idea: { userId: number; status: string };
}): Promise<boolean> {
  const { user, idea } = options;
  return user.role === 'staff' || (idea.userId === user.id && idea.status === 'new');
}
