import { signedIn } from '../../plugins/auth';

/*
 * Who may do what with ideas (§6): every signed-in user reads the ideas, posts one and votes (one vote per idea,
 * their own, which the service keys by the caller). The routes of idea.routes.ts attach this rule as their guard
 * (`preHandler: authorize(rule)`, decision 010).
 */

/** List, post and vote. */
export const canUseIdeas = signedIn;
