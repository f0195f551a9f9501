import type { UpdateStudent } from '@contracts/students';

/** The students row's columns of the fields staff edit, from the form or a people import's row. */
export function studentColumns(input: UpdateStudent) {
  return {
    fullName: input.full_name,
    studentId: input.student_id,
    phone: input.phone ?? null,
    program: input.program ?? null,
    enrollmentYear: input.enrollment_year ?? null,
    canUploadDocuments: input.can_upload_documents,
    isActive: input.is_active,
  };
}
