import type { PublicTeacher, StaffTeacher, Teacher, TeacherAbilities } from '@contracts/teachers';
import type { teachers } from '../../db/schema/index';

export type TeacherRow = typeof teachers.$inferSelect;

/** The full record, for staff and for the teacher themself. Never a password. */
export function presentTeacher(row: TeacherRow): Teacher {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    email: row.email,
    role: row.role,
    teacher_code: row.teacherCode,
    phone: row.phone,
    start_year: row.startYear,
    experience_years: row.experienceYears,
    birthdate: row.birthdate,
    academic_titles: row.academicTitles,
    academic_title_descriptions: row.academicTitleDescriptions,
    expertise_areas: row.expertiseAreas,
    esarte_alumni: row.esarteAlumni,
    is_active: row.isActive,
    countries: row.countries,
    bank_account: row.bankAccount,
    account_type: row.accountType,
    bank_name: row.bankName,
    account_name: row.accountName,
    bio: row.bio,
    profile_photo: row.profilePhoto,
    social_media: row.socialMedia,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What any signed-in user sees: no bank data, no birthdate, no password. */
export function presentPublicTeacher(row: TeacherRow): PublicTeacher {
  const {
    birthdate: _birthdate,
    bank_account: _account,
    account_type: _type,
    bank_name: _bank,
    account_name: _name,
    ...rest
  } = presentTeacher(row);
  return rest;
}

/** A teacher of the staff screens: the full record and what the caller may do with it (teacherAbilities). */
export function presentStaffTeacher(row: TeacherRow, can: TeacherAbilities): StaffTeacher {
  return { ...presentTeacher(row), can };
}
