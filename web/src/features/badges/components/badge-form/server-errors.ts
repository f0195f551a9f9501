import { BADGE_MESSAGES } from '@contracts/badge-messages';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { BadgeFormField } from './badge-form-model';
import { translate } from '@contracts/i18n/texts';

export interface ServerFieldError {
  field: BadgeFormField | 'badge_image';
  message: string;
}

const IMAGE_TYPE_CODES = new Set(['IMAGE_TYPE_REFUSED', 'FILE_TYPE_REFUSED', 'FILE_CONTENT_MISMATCH', 'FILE_EMPTY']);
const IMAGE_SIZE_CODES = new Set(['FILE_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);

/**
 * Which field a refused save points at by the answer's code (never its words): a code taken, or an image refused
 * by its bytes or its size. Empty for anything else: the schema's issues are placed by `applyServerIssues`, the
 * rest told by the toast.
 */
export function serverFieldErrors(error: unknown, code: string): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'BADGE_CODE_TAKEN')
    return [{ field: 'badge_code', message: getErrorMessage(error, translate(BADGE_MESSAGES.codeTaken, { code })) }];
  if (error.code && IMAGE_TYPE_CODES.has(error.code))
    return [{ field: 'badge_image', message: getErrorMessage(error, translate(BADGE_MESSAGES.imageType)) }];
  if (error.code && IMAGE_SIZE_CODES.has(error.code))
    return [{ field: 'badge_image', message: translate(BADGE_MESSAGES.imageTooLarge) }];
  return [];
}
