/** Refusals many routes share, in the reader's language (decision 040). */
export const AUTHENTICATION_REQUIRED = /*i18n*/ { id: 'auth.required', message: 'Authentication required' };
export const FORBIDDEN_TEXT = /*i18n*/ { id: 'auth.forbidden', message: "You don't have permission to do this." };
