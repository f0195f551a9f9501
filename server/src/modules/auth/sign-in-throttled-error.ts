import { AppError } from '../../lib/app-error';

/** A 429 RATE_LIMITED for a sign-in refused by the throttle, answered with `Retry-After: retryAfterSeconds`. */
export class SignInThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, {
      'Retry-After': String(retryAfterSeconds),
    });
    this.name = 'SignInThrottledError';
  }
}
