import { sql, type AnyColumn } from 'drizzle-orm';
import {
  DirectoryTeacherSchema,
  PublicTeacherSchema,
  StaffTeacherSchema,
  type TeacherAbilities,
} from '@contracts/teachers';
import { teachers } from '../../db/schema/index';
import { jsonRowPlan, type JsonColumns, type JsonRowPlan } from '../../lib/json-rows';
import { portfolioPreviewColumn } from '../portfolio/portfolio-preview';

/** The column behind each key of TeacherSchema, for the lists written from the rows' texts (json-rows.ts). */
const TEACHER_COLUMNS: JsonColumns = {
  id: { column: teachers.id, kind: 'number' },
  user_id: { column: teachers.userId, kind: 'number' },
  full_name: { column: teachers.fullName, kind: 'text' },
  email: { column: teachers.email, kind: 'text' },
  role: { column: teachers.role, kind: 'text' },
  teacher_code: { column: teachers.teacherCode, kind: 'text' },
  phone: { column: teachers.phone, kind: 'text' },
  start_year: { column: teachers.startYear, kind: 'number' },
  experience_years: { column: teachers.experienceYears, kind: 'number' },
  birthdate: { column: teachers.birthdate, kind: 'date' },
  academic_titles: { column: teachers.academicTitles, kind: 'json' },
  academic_title_descriptions: { column: teachers.academicTitleDescriptions, kind: 'json' },
  expertise_areas: { column: teachers.expertiseAreas, kind: 'json' },
  esarte_alumni: { column: teachers.esarteAlumni, kind: 'boolean' },
  is_active: { column: teachers.isActive, kind: 'boolean' },
  countries: { column: teachers.countries, kind: 'json' },
  bank_account: { column: teachers.bankAccount, kind: 'text' },
  account_type: { column: teachers.accountType, kind: 'json' },
  bank_name: { column: teachers.bankName, kind: 'text' },
  account_name: { column: teachers.accountName, kind: 'text' },
  bio: { column: teachers.bio, kind: 'text' },
  profile_photo: { column: teachers.profilePhoto, kind: 'text' },
  social_media: { column: teachers.socialMedia, kind: 'json' },
  created_at: { column: teachers.createdAt, kind: 'timestamp' },
  updated_at: { column: teachers.updatedAt, kind: 'timestamp' },
};

const only = (keys: string[]): JsonColumns =>
  Object.fromEntries(Object.entries(TEACHER_COLUMNS).filter(([key]) => keys.includes(key)));

/**
 * The caller's `can`, the same for every teacher of a list (teacherAbilities), written as a constant of the query:
 * two booleans spelled by this module, never user input.
 */
const abilitiesColumn = (can: TeacherAbilities): JsonColumns[string] => ({
  column: sql.raw(
    `'${JSON.stringify({ edit: can.edit === true, delete: can.delete === true })}'::jsonb`,
  ) as unknown as AnyColumn,
  kind: 'json',
});

const staffPlans = new Map<string, JsonRowPlan>();

/** The staff list: every field and the caller's `can`, as presentStaffTeacher answers them (one plan per answer). */
export function staffTeacherRows(can: TeacherAbilities): JsonRowPlan {
  const key = `${can.edit}:${can.delete}`;
  let plan = staffPlans.get(key);
  if (!plan) {
    plan = jsonRowPlan(StaffTeacherSchema, { ...TEACHER_COLUMNS, can: abilitiesColumn(can) });
    staffPlans.set(key, plan);
  }
  return plan;
}
/**
 * The directory: the public fields only (no bank data, no birthdate), as presentPublicTeacher answers them, and each
 * teacher's portfolio preview, read in the page's own query (portfolio/portfolio-preview.ts).
 */
export const publicTeacherRows = jsonRowPlan(DirectoryTeacherSchema, {
  ...only(Object.keys(PublicTeacherSchema.shape)),
  portfolio_preview: { column: portfolioPreviewColumn as unknown as AnyColumn, kind: 'json' },
});
