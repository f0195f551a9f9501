import { describe, expect, it } from 'vitest';
import { AUDIT_MASK } from '@contracts/audit';
import { i18n } from '@lingui/core';
import { CourseSchema } from '@contracts/courses';
import { SsoProviderSchema } from '@contracts/sso';
import { StudentSchema } from '@contracts/students';
import { TeacherSchema } from '@contracts/teachers';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { changeRows, FIELD_LABELS, fieldLabel, formatValue, NO_VALUE } from './change-rows';

describe('changeRows', () => {
  it('gives one row per field with its value before and after, in the recorded order', () => {
    const rows = changeRows({
      bio: { before: 'Old bio', after: 'New bio' },
      experience_years: { before: 3, after: 4 },
      is_active: { before: true, after: false },
    });
    expect(rows.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['bio', 'Old bio', 'New bio'],
      ['experience_years', '3', '4'],
      ['is_active', 'true', 'false'],
    ]);
  });

  it('shows the mask of a secret as it is, and a missing value as a dash', () => {
    const [row] = changeRows({ bank_account: { before: null, after: AUDIT_MASK } });
    expect(row).toEqual({
      field: 'bank_account',
      before: NO_VALUE,
      after: AUDIT_MASK,
      empty: { before: true, after: false },
    });
  });

  it('writes lists and objects as indented JSON', () => {
    const [list, object] = changeRows({
      expertise_areas: { before: [], after: ['matte_painting', 'game_design'] },
      social_media: { before: { linkedin: 'https://l.in/a' }, after: {} },
    });
    expect(list!.before).toBe('[]');
    expect(list!.after).toBe('[\n  "matte_painting",\n  "game_design"\n]');
    expect(object!.before).toBe('{\n  "linkedin": "https://l.in/a"\n}');
    expect(object!.after).toBe('{}');
  });

  it('has no rows for an entry that records an event', () => {
    expect(changeRows(null)).toEqual([]);
    expect(changeRows({})).toEqual([]);
  });
});

describe('formatValue and fieldLabel', () => {
  it('reads empty text and undefined as no value', () => {
    expect(formatValue('')).toBe(NO_VALUE);
    expect(formatValue(undefined)).toBe(NO_VALUE);
    expect(formatValue(0)).toBe('0');
  });

  it('names a field in the active language, and one it has no label for by its name with spaces', () => {
    i18n.load({ es, en });
    i18n.activate('en');
    expect(fieldLabel('academic_titles')).toBe('Academic titles');
    expect(fieldLabel('language')).toBe('Language');
    i18n.activate('es');
    expect(fieldLabel('language')).toBe('Idioma');
    expect(fieldLabel('academic_titles')).toBe('Títulos académicos');
    expect(fieldLabel('a_field_of_later')).toBe('a field of later');
    expect(fieldLabel('constructor')).toBe('constructor');
  });
});

/**
 * Every field the server records in the log: the presentations it compares (changesBetween of a teacher, student,
 * course and sign-in provider: their contracts' fields) and the fields each service audits by hand, as
 * server/src/modules/* write them (grep `changesBetween` and `changes: {`). A field added to a contract fails here
 * until it has a label.
 */
const PRESENTED = [
  ...Object.keys(TeacherSchema.shape),
  ...Object.keys(StudentSchema.shape),
  ...Object.keys(CourseSchema.shape).filter((field) => field !== 'can' && field !== 'teacher_name'),
  ...Object.keys(SsoProviderSchema.shape).filter((field) => field !== 'has_client_secret'),
  'client_secret',
].filter((field) => field !== 'created_at' && field !== 'updated_at');
const AUDITED_BY_HAND = {
  badges: ['badge_name', 'badge_code', 'badge_type', 'year', 'description', 'badge_color', 'image'],
  users: ['role', 'disabled', 'password', 'username', 'email', 'language'],
  twoFactor: ['authenticator_app', 'passkeys', 'staff_second_factor_required'],
  trustedIssuers: ['did', 'name'],
  externalCredentials: [
    'external_credential',
    'issuer_id',
    'recognised_issuer',
    'verified',
    'review',
    'passed_checks',
    'other_checks',
    'checked_at',
  ],
  portfolio: [
    'title',
    'year',
    'technique_code',
    'technique_note',
    'description',
    'link_url',
    'visibility',
    'position',
    'hidden_reason',
    'label',
  ],
  enrolments: ['enrolled_student_ids', 'semester', 'academic_year', 'student_id'],
  ideas: ['content', 'status', 'staff_reply'],
  grades: ['grade', 'course_id', 'course_title', 'semester', 'academic_year', 'teacher_id'],
  documents: ['original_name', 'document_type', 'entity_id', 'document_tag', 'file_size', 'expires_at'],
};

describe('FIELD_LABELS', () => {
  it('names every field the server records, in both languages', () => {
    const fields = new Set([...PRESENTED, ...Object.values(AUDITED_BY_HAND).flat()]);
    const unlabelled = [...fields].filter((field) => !Object.hasOwn(FIELD_LABELS, field));
    expect(unlabelled).toEqual([]);
    for (const language of ['es', 'en'] as const) {
      i18n.load({ es, en });
      i18n.activate(language);
      for (const field of fields) {
        const label = fieldLabel(field);
        expect(label, `${language}: ${field}`).not.toBe(field.replace(/_/g, ' '));
        expect(label, `${language}: ${field}`).not.toBe('');
      }
    }
  });
});
