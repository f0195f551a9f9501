import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';

/**
 * The one error a service, a policy guard or a route throws: a stable code of the catalogue
 * (contracts/error-codes.ts), which gives its HTTP status, and the message the user reads. The error handler
 * (plugins/errors.ts) answers `{ code, message }` with that status, and the `headers` when there are any.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}
