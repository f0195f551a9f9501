/**
 * Every route of the OpenAPI document that takes a body or a file, and the corpus the hostile-files round sends it.
 * A route with a body missing here fails the round with its name (plan.ts): a new route gets an entry when it is
 * added. Keys are 'METHOD /path' as the document writes them.
 */

/** Who sends a route its corpus: an attacker of the round (anonymous requests go without a session). */
export type AttackerRole = 'staff' | 'teacher' | 'student' | 'anonymous';

/**
 * The corpus a route gets: `credential-file` the baked PNG/SVG and JSON credentials, `image` the hostile PNGs,
 * `csv` the hostile imports, `json` the bodies made from its own schema (big arrays, deep nesting, many keys, long
 * texts), all within its limits.
 */
export type CorpusKind = 'credential-file' | 'image' | 'csv' | 'json';

/** The ids the round's people and records have, to fill a path's placeholders and a form's fields. */
export interface RoundIds {
  /** The sender's own teacher profile (a teacher attacker), else the staff's target teacher's. */
  teacherId: string;
  /** A work of the sender's portfolio (a teacher attacker). */
  workId: string;
  /** Records staff made for the round to change: a teacher (and its user), a course, a badge. */
  targetTeacherId: string;
  targetUserId: string;
  courseId: string;
  badgeId: string;
  studentId: string;
  /** A code of a technique staff added. */
  techniqueCode: string;
}

export interface MultipartForm {
  /** The file's field name. */
  fileField: string;
  /** The largest file the route takes: the files sent stay within it. */
  maxBytes: number;
  /** The text fields sent before the file. */
  fields: (ids: RoundIds, unique: string) => Record<string, string>;
}

export interface RouteEntry {
  corpus: CorpusKind;
  role: AttackerRole;
  /** The path's placeholders; those not named here are filled from `{id}` → '1' and the like. */
  params?: (ids: RoundIds) => Record<string, string>;
  form?: MultipartForm;
}

const MB = 1_000_000;
const json = (role: AttackerRole, params?: RouteEntry['params']): RouteEntry => ({ corpus: 'json', role, params });
const ownTeacher = (ids: RoundIds) => ({ id: ids.teacherId });
const targetTeacher = (ids: RoundIds) => ({ id: ids.targetTeacherId });
const badgeFields = (unique: string) => ({
  badge_name: `Insignia hostil ${unique}`,
  badge_code: `H-${unique.slice(-12)}`,
  badge_type: 'other',
  year: '2026',
  description: 'Insignia de la ronda de archivos hostiles',
  badge_color: '#5b21b6',
});

export const HOSTILE_ROUTES: Record<string, RouteEntry> = {
  // Files read by the server: the corpus of the attacks.
  'POST /api/external-credentials/check': {
    corpus: 'credential-file',
    role: 'teacher',
    form: { fileField: 'file', maxBytes: 5 * MB, fields: () => ({}) },
  },
  'POST /api/teachers/{id}/external-credentials': {
    corpus: 'credential-file',
    role: 'teacher',
    params: ownTeacher,
    form: { fileField: 'file', maxBytes: 5 * MB, fields: () => ({}) },
  },
  'POST /api/teachers/{id}/portfolio': {
    corpus: 'image',
    role: 'teacher',
    params: ownTeacher,
    form: { fileField: 'image', maxBytes: 10 * MB, fields: (_ids, unique) => ({ title: `Obra hostil ${unique}` }) },
  },
  'PUT /api/portfolio/{workId}/image': {
    corpus: 'image',
    role: 'teacher',
    params: (ids) => ({ workId: ids.workId }),
    form: { fileField: 'image', maxBytes: 10 * MB, fields: () => ({}) },
  },
  'PUT /api/photos/{ownerKind}/{entityId}': {
    corpus: 'image',
    role: 'teacher',
    params: (ids) => ({ ownerKind: 'teacher', entityId: ids.teacherId }),
    form: { fileField: 'file', maxBytes: 2 * MB, fields: () => ({}) },
  },
  'POST /api/documents': {
    corpus: 'image',
    role: 'teacher',
    form: {
      fileField: 'file',
      maxBytes: 10 * MB,
      fields: (ids) => ({ document_type: 'teacher', document_tag: 'otro', entity_id: ids.teacherId }),
    },
  },
  'POST /api/badges': {
    corpus: 'image',
    role: 'staff',
    form: { fileField: 'badge_image', maxBytes: 2 * MB, fields: (_ids, unique) => badgeFields(unique) },
  },
  'PUT /api/badges/{id}': {
    corpus: 'image',
    role: 'staff',
    params: (ids) => ({ id: ids.badgeId }),
    form: { fileField: 'badge_image', maxBytes: 2 * MB, fields: (_ids, unique) => badgeFields(unique) },
  },
  'POST /api/courses/{id}/enrolments/import': {
    corpus: 'csv',
    role: 'staff',
    params: (ids) => ({ id: ids.courseId }),
    form: { fileField: 'file', maxBytes: 1 * MB, fields: () => ({ semester: '1', academic_year: '2026' }) },
  },
  'POST /api/staff/import/{kind}/preview': {
    corpus: 'csv',
    role: 'staff',
    params: () => ({ kind: 'teachers' }),
    form: { fileField: 'file', maxBytes: 10 * MB, fields: () => ({}) },
  },

  // Small JSON bodies: each gets the JSON corpus made from its own schema.
  'POST /api/auth/login': json('anonymous'),
  'POST /api/auth/login/passkey': json('anonymous'),
  'POST /api/auth/login/passkey/options': json('anonymous'),
  'POST /api/auth/login/second-factor': json('anonymous'),
  'POST /api/auth/password-reset': json('anonymous'),
  'POST /api/auth/set-password': json('anonymous'),
  'POST /api/auth/sso/complete': json('anonymous'),
  'POST /api/credentials/{id}/recipient-check': json('anonymous', () => ({ id: 'hostile-credential' })),
  'POST /api/auth/register': json('staff'),
  'POST /api/courses': json('staff'),
  'PUT /api/courses/{id}': json('staff', (ids) => ({ id: ids.courseId })),
  'POST /api/courses/{id}/enrolments': json('staff', (ids) => ({ id: ids.courseId })),
  'POST /api/courses/{id}/enrolments/copy': json('staff', (ids) => ({ id: ids.courseId })),
  'PATCH /api/documents/{id}/expiry': json('teacher'),
  'PUT /api/reports/qualifications/{id}': json('staff', (ids) => ({ id: ids.courseId })),
  'POST /api/grades': json('staff'),
  'POST /api/grades/sheet': json('staff'),
  'PUT /api/grades/{id}': json('staff'),
  'POST /api/ideas': json('student'),
  'PATCH /api/ideas/{id}': json('staff'),
  'POST /api/me/passkeys': json('teacher'),
  'DELETE /api/me/passkeys/{id}': json('teacher'),
  'PUT /api/me/password': json('teacher'),
  'PUT /api/me/language': json('teacher'),
  'POST /api/me/two-factor/recovery-codes': json('teacher'),
  'DELETE /api/me/two-factor/totp': json('teacher'),
  'POST /api/me/two-factor/totp/confirm': json('teacher'),
  'POST /api/portfolio/techniques': json('staff'),
  'PATCH /api/portfolio/techniques/{code}': json('staff', (ids) => ({ code: ids.techniqueCode })),
  'PATCH /api/portfolio/{workId}': json('teacher', (ids) => ({ workId: ids.workId })),
  'POST /api/portfolio/{workId}/hide': json('staff', (ids) => ({ workId: ids.workId })),
  'PUT /api/sign-in-policy': json('staff'),
  'POST /api/sso-providers': json('staff'),
  'PUT /api/sso-providers/{id}': json('staff'),
  'POST /api/staff/students': json('staff'),
  'PUT /api/staff/students/{id}': json('staff', (ids) => ({ id: ids.studentId })),
  'POST /api/staff/teachers': json('staff'),
  'PATCH /api/staff/teachers/{id}': json('staff', targetTeacher),
  'PUT /api/staff/teachers/{id}': json('staff', targetTeacher),
  'PATCH /api/student/profile': json('student'),
  'PUT /api/student/profile': json('student'),
  'PUT /api/teacher/profile': json('teacher'),
  'PUT /api/teachers/{id}/portfolio/order': json('teacher', ownTeacher),
  'POST /api/teachers/{id}/activity': json('teacher', ownTeacher),
  'PUT /api/activity/{entryId}': json('teacher'),
  'POST /api/activity/{entryId}/verify': json('staff'),
  'POST /api/activity/{entryId}/return': json('staff'),
  'PUT /api/teachers/{id}/public-page': json('teacher', ownTeacher),
  'POST /api/teachers/{id}/public-page/take-down': json('staff', targetTeacher),
  'POST /api/user-badges/assign': json('staff'),
  'POST /api/badges/{id}/award-runs': json('staff', (ids) => ({ id: ids.badgeId })),
  'PATCH /api/users/{id}': json('staff', (ids) => ({ id: ids.targetUserId })),
  'POST /api/external-credentials/{id}/review': json('staff'),
  'POST /api/trusted-issuers': json('staff'),
  'PATCH /api/trusted-issuers/{id}': json('staff'),
  'POST /api/users/{id}/password': json('staff', (ids) => ({ id: ids.targetUserId })),
  'POST /api/cv-batches': json('staff'),
  'POST /api/review-cycles': json('staff'),
  'PUT /api/review-cycles/{id}': json('staff'),
  'POST /api/review-cycles/{id}/close': json('staff'),
  'POST /api/review-cycles/{id}/document-batches': json('staff'),
  'PUT /api/reviews/{id}/draft': json('teacher'),
  'POST /api/reviews/{id}/return': json('staff'),
  'PUT /api/reviews/{id}/evaluation': json('staff'),
  'POST /api/reviews/{id}/evaluate': json('staff'),
  'POST /api/reviews/{id}/respond': json('teacher'),
  'POST /api/reviews/{id}/close': json('staff'),
};
