import { BADGE_MESSAGES } from '@contracts/badges';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { BADGE_FORM_FIELDS, type BadgeFormField } from './badge-form-model';

export interface ServerFieldError {
  field: BadgeFormField | 'badge_image';
  message: string;
}

const IMAGE_TYPE_CODES = new Set(['IMAGE_TYPE_REFUSED', 'FILE_TYPE_REFUSED', 'FILE_CONTENT_MISMATCH', 'FILE_EMPTY']);
const IMAGE_SIZE_CODES = new Set(['FILE_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
const FIELDS = new Set<string>([...BADGE_FORM_FIELDS, 'badge_image']);

/** A validation answer's `issues: [{ path, message }]` on the form's fields. */
function issuesOf(error: ApiError): ServerFieldError[] {
  let issues: unknown;
  try {
    issues = (JSON.parse(error.body) as { issues?: unknown }).issues;
  } catch {
    return [];
  }
  if (!Array.isArray(issues)) return [];
  const placed: ServerFieldError[] = [];
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const field = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : String(issue.path ?? '');
    if (FIELDS.has(field) && typeof issue.message === 'string' && !placed.some((known) => known.field === field)) {
      placed.push({ field: field as ServerFieldError['field'], message: issue.message });
    }
  }
  return placed;
}

/**
 * Which fields a refused save points at, by the answer's code (never its words): a code taken, an image refused
 * by its bytes or its size, or the schema's issues. Empty for anything else (the toast tells it).
 */
export function serverFieldErrors(error: unknown, code: string): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'BADGE_CODE_TAKEN') return [{ field: 'badge_code', message: getErrorMessage(error, BADGE_MESSAGES.codeTaken(code)) }];
  if (error.code && IMAGE_TYPE_CODES.has(error.code)) return [{ field: 'badge_image', message: getErrorMessage(error, BADGE_MESSAGES.imageType) }];
  if (error.code && IMAGE_SIZE_CODES.has(error.code)) return [{ field: 'badge_image', message: BADGE_MESSAGES.imageTooLarge }];
  if (error.code === 'VALIDATION_FAILED') return issuesOf(error);
  return [];
}
