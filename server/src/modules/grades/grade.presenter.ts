import type { Grade } from '@contracts/grades';
import type { GradeRow } from './grade.service';

export function presentGrade(row: GradeRow): Grade {
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
  };
}
