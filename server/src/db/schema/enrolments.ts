import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses } from './courses';
import { students } from './people';
import { users } from './users';

/**
 * A course's roster (issue 42): a student enrolled in a course for one term, the term as grades name it (`semester`
 * of contracts/catalogues/semesters.ts and `academic_year`). A grade of a course is written for the students of its
 * roster in that term (grade.service.ts). Rows go with their course or student (cascade); who enrolled is kept while
 * their account lives.
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    semester: text('semester').notNull(),
    academicYear: integer('academic_year').notNull(),
    enrolledBy: integer('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One enrolment per student, course and term; the roster of a course's term is a range of this index.
    uniqueIndex('course_enrolments_course_term_student_key').on(t.courseId, t.academicYear, t.semester, t.studentId),
    // A student's courses, newest term first.
    index('course_enrolments_student_idx').on(t.studentId, t.academicYear, t.semester),
  ],
);
