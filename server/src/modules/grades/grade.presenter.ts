import type { Grade, GradeAbilities } from '@contracts/grades';
import type { GradeRow } from './grade.service';

/** A grade and what the caller may do with it (grade.policy.ts, gradeRulesFor). */
export function presentGrade(row: GradeRow, can: GradeAbilities): Grade {
  return {
    id: row.id,
    student_id: row.studentId,
    student_name: row.studentName,
    student_code: row.studentCode,
    course_id: row.courseId,
    course_title: row.courseTitle,
    teacher_id: row.teacherId,
    teacher_name: row.teacherName,
    grade: row.grade,
    semester: row.semester,
    academic_year: row.academicYear,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can,
  };
}
