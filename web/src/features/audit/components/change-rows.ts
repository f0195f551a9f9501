import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditEntry } from '@contracts/audit';

/** One row of an entry's before/after table. */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  /** Neither side had a value to show. */
  empty: { before: boolean; after: boolean };
}

/** What a side without a value reads. */
export const NO_VALUE = '—';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A recorded value as text: strings as they are (the mask '••••' too), numbers and booleans written out, objects
 * and lists as indented JSON, and nothing as '—'.
 */
export function formatValue(value: unknown): string {
  if (isBlank(value)) return NO_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The entry's changes field by field, in the order the server recorded them; none for an event without fields. */
export function changeRows(changes: AuditEntry['changes']): ChangeRow[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => ({
    field,
    before: formatValue(change.before),
    after: formatValue(change.after),
    empty: { before: isBlank(change.before), after: isBlank(change.after) },
  }));
}

/**
 * The names of the fields the server records in the log (the API's field names: the presentations of teachers,
 * students, courses and sign-in providers, and the fields each service audits), in the reader's language.
 */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  id: msg`ID`,
  user_id: msg`User ID`,
  full_name: msg`Full name`,
  email: msg`Email`,
  role: msg`Role`,
  username: msg`Username`,
  password: msg`Password`,
  disabled: msg`Disabled`,
  language: msg`Language`,
  phone: msg`Phone`,
  is_active: msg`Active`,
  profile_photo: msg`Profile photo`,
  teacher_code: msg`Teacher code`,
  start_year: msg`Start year`,
  experience_years: msg`Years of experience`,
  birthdate: msg`Date of birth`,
  academic_titles: msg`Academic titles`,
  academic_title_descriptions: msg`Academic title descriptions`,
  expertise_areas: msg`Expertise areas`,
  esarte_alumni: msg`Esarte alumni`,
  countries: msg`Countries`,
  bank_account: msg`Bank account`,
  account_type: msg`Account type`,
  bank_name: msg`Bank name`,
  account_name: msg`Account holder`,
  bio: msg`Bio`,
  social_media: msg`Social media`,
  student_id: msg`Student`,
  enrollment_year: msg`Enrollment year`,
  program: msg`Program`,
  can_upload_documents: msg`Can upload documents`,
  name: msg`Name`,
  course_code: msg`Course code`,
  duration_type: msg`Duration`,
  teacher_id: msg`Teacher`,
  description: msg`Description`,
  is_special: msg`Special course`,
  has_badge: msg`Has a badge`,
  bibliography: msg`Bibliography`,
  enrolled_student_ids: msg`Enrolled students`,
  semester: msg`Semester`,
  academic_year: msg`Academic year`,
  grade: msg`Grade`,
  course_id: msg`Course`,
  course_title: msg`Course title`,
  badge_name: msg`Badge name`,
  badge_code: msg`Badge code`,
  badge_type: msg`Badge type`,
  year: msg`Year`,
  badge_color: msg`Badge colour`,
  image: msg`Image`,
  original_name: msg`File name`,
  document_type: msg`Owner kind`,
  entity_id: msg`Owner`,
  document_tag: msg`Document type`,
  file_size: msg`File size`,
  expires_at: msg`Expires on`,
  content: msg`Content`,
  status: msg`Status`,
  staff_reply: msg`Staff reply`,
  slug: msg`Slug`,
  display_name: msg`Display name`,
  issuer_url: msg`Issuer URL`,
  client_id: msg`Client ID`,
  client_secret: msg`Client secret`,
  student_domain: msg`Student email domain`,
  enabled: msg`Enabled`,
  authenticator_app: msg`Authenticator app`,
  passkeys: msg`Passkeys`,
  staff_second_factor_required: msg`Second step required for staff`,
  did: msg`DID`,
  external_credential: msg`External credential`,
  issuer_id: msg`Issuer`,
  recognised_issuer: msg`Recognised issuer`,
  verified: msg`Verified`,
  review: msg`Review`,
  passed_checks: msg`Checks passed`,
  other_checks: msg`Other checks`,
  checked_at: msg`Checked at`,
  title: msg`Title`,
  technique_code: msg`Technique`,
  technique_note: msg`Technique note`,
  link_url: msg`Link`,
  visibility: msg`Visibility`,
  position: msg`Position`,
  hidden_reason: msg`Reason hidden`,
  label: msg`Label`,
};

/**
 * A field name as people read it, in the active language: its label, or for a field without one (recorded by a
 * later version than this screen knows) its name with spaces: 'academic_titles' → 'academic titles'.
 */
export function fieldLabel(field: string): string {
  const label = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
  return label ? i18n._(label) : field.replace(/_/g, ' ');
}
