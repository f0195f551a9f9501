import type { SignInResponse } from '@contracts/auth';
import { presentUser } from '../users/user.presenter';
import type { SignInOutcome } from './sign-in.service';

/** A sign-in step's answer: the session and the user, or the second step that is due. */
export function presentSignIn(outcome: SignInOutcome): SignInResponse {
  if (outcome.kind === 'second-factor')
    return { second_factor_required: true, challenge: outcome.challenge, methods: outcome.methods };
  const user = { ...presentUser(outcome.user), profile: outcome.profile };
  return { token: outcome.token, user: outcome.setupPending ? { ...user, second_factor_setup_required: true } : user };
}
