/**
 * The web app's own constants of spec §9: timings, display limits and browser storage keys that only the screens
 * use. What the server also uses or enforces (sizes, limits, defaults of the data) is in contracts/constants.ts.
 */

export const APP_VERSION_LABEL = 'v0.1.0 alpha';
/** localStorage key of the code of the last teacher opened (spec §2.5). */
export const LAST_TEACHER_CODE_KEY = 'last_teacher_code';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TEACHER_PROFILE_POLL_MS = 10_000;
export const DOCUMENTS_REFETCH_AFTER_PROFILE_MS = 200;
export const SLIDESHOW_INTERVAL_MS = 10_000;
export const SLIDESHOW_TRANSITION_MS = 1_000;
/** The next slide is put in the page this long after the first screen, well before its turn. */
export const SLIDESHOW_NEXT_DELAY_MS = 4_000;

export const TEACHER_CARD_COUNTRY_LIMIT = 3;
export const TEACHER_CARD_AREA_LIMIT = 5;
export const DIRECTORY_AREA_LIMIT = 10;
export const RECENT_DOCUMENTS_LIMIT = 5;

/** Badge management (§2.11, §9): skeleton cards while the catalogue loads, and the badge form's default colour. */
export const BADGE_SKELETON_COUNT = 8;
export const BADGE_COLOR_FORM_DEFAULT = '#6366f1';
/** What the badge form's file dialog offers (the server checks the bytes; contracts/badges.ts the size). */
export const BADGE_IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
} as const;

/** CSV import (issue 11): the preview table shows at most this many rows of the chosen action (the counts are whole). */
export const IMPORT_PREVIEW_ROW_LIMIT = 500;
