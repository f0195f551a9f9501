import type { FastifyRequest } from 'fastify';
import type { IdeaAbilities } from '@contracts/ideas';
import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with ideas (§6): every signed-in user reads the ideas, posts one and votes (one vote per idea,
 * their own, which the service keys by the caller; not for an idea of their own, canVoteIdea). The routes of idea.routes.ts attach this rule as their guard
 * (`preHandler: authorize(rule)`, decision 010).
 */

/** List, post and vote. */
export const canUseIdeas = signedIn;

/** Move an idea through its statuses and answer it publicly. */
export const canModerateIdeas = role('staff');

/** Resource rule: everyone votes for the ideas of others, nobody for their own (issue 42). */
export async function canVoteIdea(options: {
  db: DbOrTx;
  user: SessionUser;
  idea: { userId: number };
}): Promise<boolean> {
  return options.idea.userId !== options.user.id;
}

/** Resource rule: staff delete any idea; its author only while it is new (nobody has acted on it yet). */
export async function canDeleteIdea(options: {
  db: DbOrTx;
  user: SessionUser;
  idea: { userId: number; status: string };
}): Promise<boolean> {
  const { user, idea } = options;
  return user.role === 'staff' || (idea.userId === user.id && idea.status === 'new');
}

/**
 * Each idea's `can` in an answer, from the rules above: `delete` canDeleteIdea and `vote` canVoteIdea (which read
 * nothing), `moderate`
 * the request rule canModerateIdeas (the guard of PATCH), asked once for the whole answer.
 */
export function ideaRulesFor(options: { db: DbOrTx; user: SessionUser; request: FastifyRequest }) {
  const { db, user, request } = options;
  const moderate = canModerateIdeas(user, request);
  return {
    async can(idea: { userId: number; status: string }): Promise<IdeaAbilities> {
      return {
        delete: await canDeleteIdea({ db, user, idea }),
        moderate,
        vote: await canVoteIdea({ db, user, idea }),
      };
    },
  };
}
