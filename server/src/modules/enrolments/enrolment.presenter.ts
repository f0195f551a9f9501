import type { Enrolment, StudentCourse } from '@contracts/enrolments';

/** One row of a course's roster as the service reads it. */
export interface EnrolmentRow {
  id: number;
  courseId: number;
  studentId: number;
  studentName: string;
  studentCode: string;
  studentEmail: string;
  semester: string;
  academicYear: number;
  createdAt: Date;
}

/** A roster row as it leaves the server, with what the caller may do with it. */
export function presentEnrolment(row: EnrolmentRow, can: { delete: boolean }): Enrolment {
  return {
    id: row.id,
    course_id: row.courseId,
    student_id: row.studentId,
    student_name: row.studentName,
    student_code: row.studentCode,
    student_email: row.studentEmail,
    semester: row.semester,
    academic_year: row.academicYear,
    created_at: row.createdAt.toISOString(),
    can,
  };
}

/** One of a student's courses as the service reads it. */
export interface StudentCourseRow {
  id: number;
  courseId: number;
  courseName: string;
  courseCode: string;
  teacherName: string | null;
  semester: string;
  academicYear: number;
}

export function presentStudentCourse(row: StudentCourseRow): StudentCourse {
  return {
    id: row.id,
    course_id: row.courseId,
    course_name: row.courseName,
    course_code: row.courseCode,
    teacher_name: row.teacherName,
    semester: row.semester,
    academic_year: row.academicYear,
  };
}
