import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { courses } from './courses';
import { students, teachers } from './people';

/*
 * Grades in a file of their own: they name a student, a teacher (people.ts) and a course (courses.ts), and courses
 * name their teacher, so kept in people.ts they would make an import cycle (`npm run lint:cycles`).
 */

export const grades = pgTable(
  'grades',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The course the grade belongs to (who may write it is the course's teacher); none for history or transfer grades. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The label shown: the course's name when recorded through a course, else staff's free title. */
    courseTitle: text('course_title').notNull(),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    grade: text('grade').notNull(),
    semester: text('semester'),
    academicYear: integer('academic_year'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('grades_student_idx').on(t.studentId),
    index('grades_teacher_idx').on(t.teacherId),
    index('grades_course_idx').on(t.courseId),
    // One grade per student, course and term: recording it again corrects it. A course is its id (two courses may
    // share a name); a grade of no course (history, transfer) is its title.
    uniqueIndex('grades_student_course_id_term_key')
      .on(t.studentId, t.courseId, sql`coalesce(${t.semester}, '')`, sql`coalesce(${t.academicYear}, 0)`)
      .where(sql`${t.courseId} is not null`),
    uniqueIndex('grades_student_course_term_key')
      .on(
        t.studentId,
        sql`lower(${t.courseTitle})`,
        sql`coalesce(${t.semester}, '')`,
        sql`coalesce(${t.academicYear}, 0)`,
      )
      .where(sql`${t.courseId} is null`),
  ],
);
