import { asDeclared, type Text, type TextValues } from '@contracts/i18n/texts';
import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';

/**
 * The one error a service, a policy guard or a route throws: a stable code of the catalogue
 * (contracts/error-codes.ts), which gives its HTTP status, and the message the user reads. The error handler
 * (plugins/errors.ts) answers `{ code, message }` with that status, and the `headers` when there are any.
 */
export class AppError extends Error {
  readonly status: number;

  /** The message as a text of the catalogues, written in the reader's language when answered (decision 040). */
  readonly text: Text;
  readonly values: TextValues | undefined;

  constructor(
    readonly code: ErrorCode,
    message: Text,
    readonly headers?: Readonly<Record<string, string>>,
    values?: TextValues,
  ) {
    super(asDeclared(message, values));
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
    this.text = message;
    this.values = values;
  }
}
