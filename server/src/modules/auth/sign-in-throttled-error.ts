import { AppError } from '../../lib/app-error';

/** A 429 for a sign-in refused by the throttle; the route sends `retryAfterSeconds` as `Retry-After`. */
export class SignInThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
    this.name = 'SignInThrottledError';
  }
}
