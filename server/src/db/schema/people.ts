import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { DEFAULT_BANK_NAME } from '../../../../contracts/constants';
import { users } from './users';
import { folded, joinedText } from './search-fold';

export interface SocialMedia {
  linkedin?: string;
  linktree?: string;
  portfolio?: string;
}

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('teacher'),
    teacherCode: text('teacher_code'),
    phone: text('phone'),
    startYear: integer('start_year'),
    experienceYears: integer('experience_years'),
    birthdate: date('birthdate'),
    academicTitles: jsonb('academic_titles').$type<string[]>().notNull().default([]),
    academicTitleDescriptions: jsonb('academic_title_descriptions').$type<string[]>().notNull().default([]),
    expertiseAreas: jsonb('expertise_areas').$type<string[]>().notNull().default([]),
    esarteAlumni: boolean('esarte_alumni').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    bankAccount: text('bank_account'),
    accountType: jsonb('account_type').$type<string[]>().notNull().default([]),
    bankName: text('bank_name').notNull().default(DEFAULT_BANK_NAME),
    accountName: text('account_name'),
    bio: text('bio'),
    profilePhoto: text('profile_photo'),
    socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
    /*
     * The searched texts, folded as every search folds (search-fold.ts, decision 032) and kept by PostgreSQL:
     * stored, so a list walked in its order or a trigram match rechecked reads them without folding each row.
     */
    /** Name, email, phone and code: the staff's teacher list. */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      folded(
        joinedText(
          teachers.fullName,
          teachers.email,
          sql`coalesce(${teachers.phone}, '')`,
          sql`coalesce(${teachers.teacherCode}, '')`,
        ),
      ),
    ),
    /** The name: the directory, the Trombinoscopio, user management. */
    nameSearchText: text('name_search_text').generatedAlwaysAs((): SQL => folded(teachers.fullName)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('teachers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('teachers_teacher_code_key').on(t.teacherCode),
    index('teachers_full_name_idx').on(t.fullName, t.id),
    // Trigram indexes (pg_trgm, created by migration 0001) keep "contains" searches fast on large lists; the
    // searched texts are folded (search-fold.ts, decision 032).
    index('teachers_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('teachers_name_search_trgm_idx').using('gin', sql`${t.nameSearchText} gin_trgm_ops`),
    index('teachers_expertise_areas_idx').using('gin', t.expertiseAreas),
  ],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    studentId: text('student_id').notNull().unique(),
    /** The account's email, kept here as teachers keep theirs, so the staff search reads one table. */
    email: text('email').notNull().default(''),
    phone: text('phone'),
    enrollmentYear: integer('enrollment_year'),
    program: text('program'),
    canUploadDocuments: boolean('can_upload_documents').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** A document URL, as teachers.profile_photo (the photo widget of §4.3 serves students too). */
    profilePhoto: text('profile_photo'),
    /** Name, student id and email, folded and stored as teachers' (decision 032): the staff's student list. */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      folded(joinedText(students.fullName, students.studentId, students.email)),
    ),
    /** Name and student id: the pickers (documents, grades). */
    nameSearchText: text('name_search_text').generatedAlwaysAs((): SQL =>
      folded(joinedText(students.fullName, students.studentId)),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('students_full_name_idx').on(t.fullName, t.id),
    index('students_name_search_trgm_idx').using('gin', sql`${t.nameSearchText} gin_trgm_ops`),
    index('students_staff_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('students_student_id_lower_key').on(sql`lower(${t.studentId})`),
  ],
);

/** The searched texts of the people lists, folded and trigram-indexed; matched by lib/text-search.ts. */
export const peopleSearchTexts = {
  teacherStaff: teachers.searchText,
  teacherName: teachers.nameSearchText,
  studentPicker: students.nameSearchText,
  studentStaff: students.searchText,
};
