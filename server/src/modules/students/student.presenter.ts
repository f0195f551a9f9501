import type { StaffStudent, Student, StudentAbilities } from '@contracts/students';
import type { students } from '../../db/schema/index';

export type StudentRow = typeof students.$inferSelect;

export function presentStudent(row: StudentRow): Student {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    student_id: row.studentId,
    email: row.email,
    phone: row.phone,
    enrollment_year: row.enrollmentYear,
    program: row.program,
    can_upload_documents: row.canUploadDocuments,
    is_active: row.isActive,
    profile_photo: row.profilePhoto,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A student of the staff screens: the record and what the caller may do with it (studentAbilities). */
export function presentStaffStudent(row: StudentRow, can: StudentAbilities): StaffStudent {
  return { ...presentStudent(row), can };
}
