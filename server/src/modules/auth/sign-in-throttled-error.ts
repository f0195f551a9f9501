import { ThrottledError } from '../../lib/throttle';

/** A 429 RATE_LIMITED for a sign-in refused by the throttle, answered with `Retry-After: retryAfterSeconds`. */
export class SignInThrottledError extends ThrottledError {
  constructor(retryAfterSeconds: number) {
    super(
      /*i18n*/ {
        id: 'auth.signInThrottled',
        message: 'Too many failed sign-in attempts. Try again in {minutes} minute(s).',
      },
      retryAfterSeconds,
    );
    this.name = 'SignInThrottledError';
  }
}
