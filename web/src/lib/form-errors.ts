import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@contracts/error-codes';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** What the helper needs of a react-hook-form form (any `useForm` answer gives it). */
export type IssueForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

export interface ServerIssueOptions {
  /** Server field names the form holds under another name, e.g. `{ badge_codes: 'badge_code' }`. */
  renames?: Readonly<Record<string, string>>;
  /** Moves the focus to the first field placed, as the form's own validation does. */
  focus?: boolean;
  /**
   * Refusals that name no field but concern one, by their code: `{ PASSWORD_TOO_COMMON: 'password' }` puts the
   * server's message under that field.
   */
  codes?: Partial<Readonly<Record<ErrorCode, string>>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * The form field an issue's path names: the path followed through the form's values down to a value that is not a
 * group of fields (a text, a list…); an issue inside a list goes on the list. Null when the form has no such field.
 */
function fieldOf(
  values: unknown,
  path: readonly (string | number)[],
  renames: Readonly<Record<string, string>>,
): string | null {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return null;
  const segments = [renames[head] ?? head, ...rest];
  const field: string[] = [];
  let node = values;
  for (const segment of segments) {
    if (!isRecord(node)) break;
    if (!(segment in node)) return null;
    field.push(segment);
    node = node[segment];
  }
  // A group of fields (social_media) is no field itself.
  return field.length > 0 && !isRecord(node) ? field.join('.') : null;
}

/**
 * Places the field issues of a refused save (`ApiError.issues`, VALIDATION_FAILED) under their fields with
 * `setError(…, { type: 'server' })`: only on fields the form has, the first issue of each field. Answers whether any
 * was placed; whatever else the error says is left to the caller (its toast).
 */
export function applyServerIssues<T extends FieldValues>(
  form: IssueForm<T>,
  error: unknown,
  options: ServerIssueOptions = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const coded = error.code !== undefined ? options.codes?.[error.code] : undefined;
  if (coded !== undefined) {
    form.setError(
      coded as FieldPath<T>,
      { type: 'server', message: getErrorMessage(error, '') },
      { shouldFocus: options.focus === true },
    );
    return true;
  }
  if (error.issues.length === 0) return false;
  const values: unknown = form.getValues();
  const placed = new Set<string>();
  for (const issue of error.issues) {
    const field = fieldOf(values, issue.path, options.renames ?? {});
    if (field === null || placed.has(field)) continue;
    form.setError(
      field as FieldPath<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: options.focus === true && placed.size === 0 },
    );
    placed.add(field);
  }
  return placed.size > 0;
}
