/** Business constants of the specification (§9). */
export const APP_NAME = 'Esarte Faculty';
export const APP_VERSION_LABEL = 'v0.1.0 alpha';
export const TOKEN_STORAGE_KEY = 'token';
export const LAST_TEACHER_CODE_KEY = 'last_teacher_code';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_MB = 10;
export const PHOTO_MAX_BYTES = 2_000_000;
export const PLACEHOLDER_PHOTO_DOCUMENT_ID = 10;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TEACHER_PROFILE_POLL_MS = 10_000;
export const DOCUMENTS_REFETCH_AFTER_PROFILE_MS = 200;
export const LIST_REFETCH_AFTER_PHOTO_MS = 500;
export const SLIDESHOW_INTERVAL_MS = 10_000;
export const SLIDESHOW_TRANSITION_MS = 1_000;

export const TEACHER_CARD_COUNTRY_LIMIT = 3;
export const TEACHER_CARD_AREA_LIMIT = 5;
export const DIRECTORY_AREA_LIMIT = 10;
export const RECENT_ACTIVITY_LIMIT = 5;
export const RECENT_DOCUMENTS_LIMIT = 5;
export const BADGE_SKELETON_COUNT = 8;
export const COURSE_BADGE_LIMIT = 3;

export const DEFAULT_BANK_NAME = 'Banco Industrial';
export const BADGE_COLOR_MODEL_DEFAULT = '#FFD700';
export const BADGE_COLOR_FORM_DEFAULT = '#6366f1';
