/**
 * Constants of the specification (§9) that the server uses or enforces, or that both sides share. The web app's
 * own timings, display limits and storage keys are in web/src/config/ui.ts.
 */
export const APP_NAME = 'Esarte Faculty';
/**
 * The page-readable cookies that say a session cookie was set (`1`, no secret; decision 037): `signed-in`, and
 * `__Host-signed-in` behind https. The session itself is an HttpOnly cookie the page never reads.
 */
export const SIGNED_IN_HINT_COOKIES = ['signed-in', '__Host-signed-in'] as const;
/** The web build's plan of the first screens' files, beside index.html (the server's Link header, decision 039). */
export const FIRST_SCREEN_PLAN_FILE = 'first-screen-plan.json';
/**
 * Tailwind's `md`, from which a paged list is a table rather than cards: the web app's tables (data-table/) and the
 * `media` of the server's preload of the table's code (plugins/landing-preloads.ts).
 */
export const TABLE_WIDTH = '(min-width: 48rem)';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_MB = 10;
export const PHOTO_MAX_BYTES = 2_000_000;
/** A profile photo pointing at this document counts as no photo; the documents' id sequence skips it. */
export const PLACEHOLDER_PHOTO_DOCUMENT_ID = 10;

export const LIST_REFETCH_AFTER_PHOTO_MS = 500;

export const COURSE_BADGE_LIMIT = 3;
export const DEFAULT_BANK_NAME = 'Banco Industrial';
/** The colour of a badge that has none (the badges table's default). */
export const BADGE_COLOR_MODEL_DEFAULT = '#FFD700';
