import { ThrottledError } from '../../lib/throttle';

/** A 429 RATE_LIMITED for a sign-in refused by the throttle, answered with `Retry-After: retryAfterSeconds`. */
export class SignInThrottledError extends ThrottledError {
  constructor(retryAfterSeconds: number) {
    super(
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    );
    this.name = 'SignInThrottledError';
  }
}
