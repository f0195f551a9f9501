/**
 * Every error answer of the API carries one of these codes, with its HTTP status here: the server throws
 * `new AppError(code, message)` (server/src/lib/app-error.ts) and its error handler answers this status and
 * `{ code, message }`; the web app tests `ApiError.code` instead of a status or a message. A code names what
 * went wrong and never changes; the message is the specification's words for the user and may. A new refusal
 * gets a new code here, in its group.
 */
export const ERROR_CODES = {
  // Any request (server/src/plugins/errors.ts, plugins/auth.ts, plugins/web.ts)
  /** The route's schema, or the shared text check, refused the input: `issues` says which fields. */
  VALIDATION_FAILED: 400,
  /** A value the schema let through and the database refused (out of range, too long, …). */
  INPUT_REFUSED: 400,
  /** The framework refused the request before any route ran (malformed JSON, empty body, bad multipart, …). */
  BAD_REQUEST: 400,
  /** No session: no bearer token, or an expired or revoked one. */
  UNAUTHENTICATED: 401,
  /** Signed in, but the feature's policy does not let this user do it. */
  FORBIDDEN: 403,
  /** No route answers this method and path. */
  ROUTE_NOT_FOUND: 404,
  /** The framework refused the multipart form of the request. */
  NOT_ACCEPTABLE: 406,
  /** A unique key taken by a concurrent request. */
  ALREADY_EXISTS: 409,
  /** Two changes met in the database (a deadlock or a serialization failure): nothing was saved; send it again. */
  CONCURRENT_CHANGE: 409,
  /** A record the request refers to was deleted meanwhile. */
  RELATED_RECORD_MISSING: 409,
  /** The request's headers did not arrive in time (answered by the HTTP parser, server/src/lib/client-error.ts). */
  REQUEST_TIMEOUT: 408,
  /** The request's headers are larger than the server reads (answered by the HTTP parser). */
  HEADERS_TOO_LARGE: 431,
  /** The body is larger than the server takes. */
  PAYLOAD_TOO_LARGE: 413,
  /** The body's content type is not one the route reads. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Anything unexpected; the answer carries an `errorId` found in the server's log. */
  INTERNAL: 500,
  /** This server's share of work that costs CPU (images, credential files, imports) is taken; `Retry-After` says when to try again. */
  SERVER_BUSY: 503,

  // Untrusted bytes read in the worker pool (server/src/untrusted-work/, decision 030)
  /** Every reader thread is busy and the waiting line is full; `Retry-After` says when to try again. */
  READERS_BUSY: 503,
  /** Reading the file took longer than its time limit and was stopped. */
  FILE_READ_TOO_SLOW: 422,
  /** The file is over a reader's limits (chunks, decompressed size, elements, values, rows, memory). */
  FILE_TOO_COMPLEX: 422,
  /** The client left before its file was read: the reading was stopped (nobody reads this answer). */
  REQUEST_ABANDONED: 499,

  // Lists (decision 009)
  INVALID_CURSOR: 400,

  // Sign-in and accounts
  INVALID_CREDENTIALS: 401,
  /** The sign-in throttle refused the attempt; `Retry-After` says when to try again. */
  RATE_LIMITED: 429,
  WRONG_CURRENT_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  /** The right password for an account staff disabled. */
  ACCOUNT_DISABLED: 403,
  /** A new password on the list of common passwords (any path that sets one; sign-in never checks it). */
  PASSWORD_TOO_COMMON: 400,

  // User management and the audit log
  USER_NOT_FOUND: 404,
  /** The change would leave the school without an enabled staff administrator. */
  LAST_STAFF: 409,
  /** Staff cannot disable, demote or delete their own account. */
  OWN_ACCOUNT: 409,
  /** An account with a teacher or student profile keeps that role. */
  PROFILE_KEEPS_ROLE: 409,
  /** An account with a teacher or student profile is deleted with that profile, not alone. */
  USER_HAS_PROFILE: 409,
  AUDIT_ENTRY_NOT_FOUND: 404,
  /** A CSV import's preview that does not exist, was used, belongs to someone else or is over an hour old. */
  IMPORT_NOT_FOUND: 404,
  /** A password link that is unknown, used or expired. */
  PASSWORD_LINK_INVALID: 400,

  // Second factors, single sign-on (decision 016)
  /** A second step whose challenge is unknown, used or over five minutes old: sign in again. */
  SIGN_IN_CHALLENGE_INVALID: 400,
  /** A wrong authenticator code, recovery code or passkey answer. */
  SECOND_FACTOR_INVALID: 401,
  /** Staff must use a second factor and this session has none yet: only enrolling one is open. */
  SECOND_FACTOR_SETUP_REQUIRED: 403,
  /** An authenticator app is already set up (remove it first), or no enrolment is under way. */
  TOTP_STATE_CONFLICT: 409,
  PASSKEY_NOT_FOUND: 404,
  /** Staff must keep a second factor: the last one cannot be removed. */
  SECOND_FACTOR_REQUIRED: 409,
  SSO_PROVIDER_NOT_FOUND: 404,
  SSO_PROVIDER_SLUG_TAKEN: 409,
  /** The identity provider's answer was refused (state, code, issuer, nonce) or it could not be reached. */
  SSO_FAILED: 400,
  /** The provider's account has no verified email, or no account of the school has it. */
  SSO_ACCOUNT_NOT_FOUND: 403,
  /** A provider's callback or ticket opened in another browser than the one that started the sign-in. */
  SSO_OTHER_BROWSER: 400,

  // Teachers
  TEACHER_NOT_FOUND: 404,
  /** The signed-in teacher account has no teacher record. */
  TEACHER_PROFILE_NOT_FOUND: 404,
  TEACHER_CODE_TAKEN: 409,
  INVALID_COUNTRY: 400,

  // Students and grades
  STUDENT_NOT_FOUND: 404,
  STUDENT_ID_TAKEN: 409,
  GRADE_NOT_FOUND: 404,
  /** A student, teacher or course a grade names does not exist. */
  GRADE_REFERENCE_UNKNOWN: 400,
  /** A teacher graded a student who is not on the course's roster for that term (issue 42): nothing was saved. */
  STUDENT_NOT_ENROLLED: 409,
  /** Staff graded a student who is not on the course's roster for that term without a `reason`. */
  GRADE_REASON_REQUIRED: 400,
  /** An enrolment (a student on a course's roster for a term) that does not exist. */
  ENROLMENT_NOT_FOUND: 404,
  /** The student or course an enrolment names does not exist. */
  ENROLMENT_REFERENCE_UNKNOWN: 400,
  /** The student is already on the course's roster for that term. */
  ALREADY_ENROLLED: 409,
  /** A roster CSV names students the school does not have (or none at all): nobody was enrolled. */
  ROSTER_FILE_REFUSED: 422,
  /** The signed-in student account has no student record. */
  STUDENT_PROFILE_NOT_FOUND: 404,

  // Courses
  COURSE_NOT_FOUND: 404,
  COURSE_CODE_TAKEN: 409,
  /** The teacher assigned to the course does not exist. */
  UNKNOWN_TEACHER: 400,
  /** A badge code that is not a course badge. */
  INVALID_COURSE_BADGES: 400,
  /** The qualifications table: a basis stated for a course that has no teacher (issue 45). */
  COURSE_WITHOUT_TEACHER: 409,
  /** The qualifications table: a justification resting on entries that are not in the course's teacher's record. */
  QUALIFICATION_ENTRIES_REFUSED: 400,

  // Documents and uploads
  DOCUMENT_NOT_FOUND: 404,
  /** The teacher, course or student a document belongs to does not exist. */
  DOCUMENT_OWNER_NOT_FOUND: 404,
  FILE_REQUIRED: 400,
  FILE_TYPE_REFUSED: 400,
  FILE_CONTENT_MISMATCH: 400,
  FILE_EMPTY: 400,
  /** A photo whose content is of an accepted type but cannot be decoded as an image (decision 021). */
  PHOTO_UNREADABLE: 400,
  /** An image whose header declares more pixels than photos are decoded for (PHOTO_MAX_MEGAPIXELS): refused before decoding. */
  IMAGE_TOO_MANY_PIXELS: 422,
  FILE_TOO_LARGE: 413,
  ONE_FILE_ONLY: 400,
  /** The upload names no owner kind or no owner id. */
  DOCUMENT_OWNER_REQUIRED: 400,
  /** The upload's owner kind or owner id is not one. */
  DOCUMENT_OWNER_INVALID: 400,
  DOCUMENT_TAG_REQUIRED: 400,
  DOCUMENT_TAG_NOT_OFFERED: 400,
  /** A profile photo sent as a document (POST /api/documents, is_profile_photo): photos change through PUT /api/photos/{kind}/{id}. */
  PROFILE_PHOTO_NOT_A_DOCUMENT: 400,
  /** A profile_photo that names no photo document of the same person (another document, another person's photo). */
  PROFILE_PHOTO_NOT_OWN: 400,

  // Badges
  BADGE_NOT_FOUND: 404,
  /** Another badge has this code, whatever its case. */
  BADGE_CODE_TAKEN: 409,
  /** The badge has no image (or its file is gone). */
  BADGE_IMAGE_NOT_FOUND: 404,
  /** A badge image that is not PNG, JPEG or WebP by its bytes (SVG included), or whose bytes are not its extension's type. */
  IMAGE_TYPE_REFUSED: 400,
  /** The teacher, student or staff member to award does not exist. */
  BADGE_RECIPIENT_NOT_FOUND: 404,
  BADGE_ALREADY_ASSIGNED: 409,
  /** The recipient does not hold this badge. */
  BADGE_ASSIGNMENT_NOT_FOUND: 404,
  /** No award run (one badge for several people) has this id. */
  BADGE_AWARD_RUN_NOT_FOUND: 404,

  // Badge credentials (decision 011)
  /** No credential has this id (GET /api/credentials/{id}, its /verify). */
  CREDENTIAL_NOT_FOUND: 404,

  // Credentials from elsewhere (issue 25)
  /** No external credential has this id, or it is on a record the caller may not see. */
  EXTERNAL_CREDENTIAL_NOT_FOUND: 404,
  /** The uploaded file holds no credential (a PNG or SVG with nothing baked, a JSON that is no credential). */
  CREDENTIAL_NOT_IN_FILE: 400,
  /** Only a credential whose authenticity checks passed is kept; the answer carries the check. */
  EXTERNAL_CREDENTIAL_NOT_VERIFIED: 422,
  /** The teacher's record already keeps EXTERNAL_CREDENTIALS_PER_TEACHER credentials. */
  EXTERNAL_CREDENTIALS_LIMIT: 409,
  /** A review of a kept credential that is not pending review (verified, or already decided). */
  EXTERNAL_CREDENTIAL_NOT_PENDING_REVIEW: 409,
  /** No trusted issuer has this id. */
  TRUSTED_ISSUER_NOT_FOUND: 404,
  /** That DID is already on the trusted issuers' list. */
  TRUSTED_ISSUER_TAKEN: 409,

  // Teachers' portfolios (issue 26)
  /** No such work, or one the user may not see (a staff-only or hidden work answers 404 to others, never 403). */
  PORTFOLIO_WORK_NOT_FOUND: 404,
  /** The teacher's portfolio already has PORTFOLIO_MAX_WORKS works. */
  PORTFOLIO_FULL: 409,
  /** A new order that is not exactly the portfolio's works, each once. */
  PORTFOLIO_ORDER_INVALID: 400,
  /** A technique code outside the catalogue (the expertise areas and the techniques staff added). */
  PORTFOLIO_TECHNIQUE_INVALID: 400,
  /** A technique of that name (case aside) is already in the catalogue. */
  PORTFOLIO_TECHNIQUE_TAKEN: 409,
  /** No technique staff added under that code (the expertise areas are fixed: they are not renamed or removed). */
  PORTFOLIO_TECHNIQUE_NOT_FOUND: 404,
  /** Works name the technique: it is renamed, or their technique changed, before it can go. */
  PORTFOLIO_TECHNIQUE_IN_USE: 409,

  // The faculty record (issue 45)
  /** No such record entry, or one the user may not see (an entry seen by staff only answers 404 to others). */
  ACTIVITY_ENTRY_NOT_FOUND: 404,
  /** Evidence that is not a document or a portfolio work of the record's own teacher. */
  ACTIVITY_EVIDENCE_NOT_OWN: 400,
  /** The teacher's record already has ACTIVITY_MAX_ENTRIES entries. */
  ACTIVITY_RECORD_FULL: 409,

  // CVs (issue 45)
  /** No batch of CVs has this id. */
  CV_BATCH_NOT_FOUND: 404,
  /** The batch's ZIP is not written yet (or its job failed), or a newer batch's replaced it. */
  CV_BATCH_NOT_READY: 409,

  // The yearly review (issue 46)
  /** No review cycle has this id (or the reader is not staff). */
  REVIEW_CYCLE_NOT_FOUND: 404,
  /** No such review, or one the reader may not see (a student, another teacher, staff of no cycle). */
  REVIEW_NOT_FOUND: 404,
  /** The cycle is open or closed: its sections, scale and teachers no longer change. */
  REVIEW_CYCLE_NOT_EDITABLE: 409,
  /** The cycle is not open (still in draft, or closed). */
  REVIEW_CYCLE_NOT_OPEN: 409,
  /** The review's state does not allow this move now (e.g. submitting an evaluated review, anything on a closed one). */
  REVIEW_WRONG_STATE: 409,
  /** The reader is not the one allowed to make this move on this review. */
  REVIEW_MOVE_FORBIDDEN: 403,
  /** Staff who are not the review's reviewer read it only with a `reason`, kept in the audit log. */
  REVIEW_READ_REASON_REQUIRED: 403,
  /** A teacher of the cycle does not exist or is not active. */
  REVIEW_TEACHER_INVALID: 400,
  /** A reviewer who is not a staff member. */
  REVIEW_REVIEWER_INVALID: 400,
  /** A section id that the cycle does not have. */
  REVIEW_SECTION_UNKNOWN: 400,
  /** A highlight that is not an item of the teacher's record for the cycle's year. */
  REVIEW_HIGHLIGHT_UNKNOWN: 400,
  /** A rating outside the cycle's scale. */
  REVIEW_RATING_INVALID: 400,
  /** The PDF exists only for a closed review. */
  REVIEW_DOCUMENT_NOT_READY: 409,
  /** No batch of review documents has this id. */
  REVIEW_BATCH_NOT_FOUND: 404,
  /** The batch's ZIP is not written yet (or its job failed), or a newer batch's replaced it. */
  REVIEW_BATCH_NOT_READY: 409,
  // Public faculty pages (issue 47)
  /** A featured work or entry the school does not see, or not the page's teacher's own. */
  PUBLIC_PAGE_PART_NOT_VISIBLE: 400,
  /** Asking, approving or taking down a page not in the state that allows it (off, already asked, not waiting…). */
  PUBLIC_PAGE_STATE_CONFLICT: 409,

  // Ideas and notifications
  IDEA_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
