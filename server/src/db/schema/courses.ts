import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { DEFAULT_COURSE_DURATION } from '../../../../contracts/catalogues/course-durations';
import { teachers } from './people';
import { users } from './users';
import { folded, joinedText } from './search-fold';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    courseCode: text('course_code').notNull().unique(),
    durationType: jsonb('duration_type').$type<string[]>().notNull().default([DEFAULT_COURSE_DURATION]),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    description: text('description'),
    isSpecial: boolean('is_special').notNull().default(false),
    hasBadge: boolean('has_badge').notNull().default(false),
    badgeCode: text('badge_code'),
    bibliography: jsonb('bibliography').$type<string[]>().notNull().default([]),
    expertiseAreas: jsonb('expertise_areas').$type<string[]>().notNull().default([]),
    /** Name and code, folded and stored for the list's search (search-fold.ts, decision 032). */
    searchText: text('search_text').generatedAlwaysAs((): SQL => folded(joinedText(courses.name, courses.courseCode))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('courses_course_code_lower_key').on(sql`lower(${t.courseCode})`),
    index('courses_name_idx').on(t.name, t.id),
    index('courses_teacher_idx').on(t.teacherId),
    index('courses_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The specification's course resources table, kept empty for its data model (decision 022): nothing writes or shows
 * it; a course's resources are unified_documents rows of owner kind `course`. Its rows go with their course (cascade);
 * backups carry it.
 */
export const courseResources = pgTable(
  'course_resources',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    path: text('path').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull().default('private'),
    createdAt: createdAt(),
  },
  (t) => [index('course_resources_course_idx').on(t.courseId)],
);

/** What a search of the courses list reads: folded, stored and trigram-indexed (decision 032). */
export const courseSearchText = courses.searchText;
