/** `points` failures within `windowSeconds` (counted from the first of them) and further attempts are refused. */
export interface ThrottleRule {
  points: number;
  windowSeconds: number;
}

export interface SignInLimits {
  /** Consecutive failures of one account from one address (a success starts it again); then `blockSeconds` of refusal. */
  accountAndAddress: ThrottleRule & { blockSeconds: number };
  /** Failures of one account from any address: a guesser who changes address. */
  account: ThrottleRule;
  /** Failures from one address on any account: a guesser trying many accounts. */
  address: ThrottleRule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The production numbers; why these, in docs/decisions/008-sign-in-throttle-in-postgresql.md. */
export const SIGN_IN_LIMITS: SignInLimits = {
  accountAndAddress: { points: 10, windowSeconds: 24 * HOUR, blockSeconds: 15 * MINUTE },
  account: { points: 50, windowSeconds: HOUR },
  address: { points: 100, windowSeconds: HOUR },
};
