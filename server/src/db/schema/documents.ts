import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_OWNER_KIND_CODES, TEACHER_DOCUMENT_TYPE_CODES } from '../../../../contracts/catalogues/documents';
import { createdAt } from './columns';
import { teachers } from './people';
import { users } from './users';

export const documentOwnerKindEnum = pgEnum('document_owner_kind', DOCUMENT_OWNER_KIND_CODES);
export const teacherDocumentTypeEnum = pgEnum('teacher_document_type', TEACHER_DOCUMENT_TYPE_CODES);

export const unifiedDocuments = pgTable(
  'unified_documents',
  {
    id: serial('id').primaryKey(),
    originalName: text('original_name').notNull(),
    filename: text('filename').notNull().unique(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    path: text('path').notNull(),
    documentType: documentOwnerKindEnum('document_type').notNull(),
    documentTag: text('document_tag').notNull().default('otro'),
    entityId: integer('entity_id').notNull(),
    isProfilePhoto: boolean('is_profile_photo').notNull().default(false),
    visibility: text('visibility').notNull().default('private'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloaded: timestamp('last_downloaded', { withTimezone: true }),
    /** When a contract, visa or certification stops being valid (a calendar day); reminders are sent before it. */
    expiresAt: date('expires_at'),
  },
  (t) => [
    index('unified_documents_owner_idx').on(t.documentType, t.entityId, t.createdAt.desc()),
    index('unified_documents_uploaded_by_idx').on(t.uploadedBy),
    index('unified_documents_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
  ],
);

/**
 * The specification's per-teacher documents table, kept empty for its data model (decision 022): nothing writes or
 * shows it; every document is a unified_documents row. Teacher deletion removes a teacher's rows and their files;
 * backups carry it.
 */
export const teacherDocuments = pgTable(
  'teacher_documents',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    path: text('path').notNull(),
    documentType: teacherDocumentTypeEnum('document_type').notNull().default('OTHER'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    assignedTo: integer('assigned_to')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull().default('private'),
    createdAt: createdAt(),
  },
  (t) => [index('teacher_documents_assigned_idx').on(t.assignedTo)],
);

/**
 * Running counters kept in the same transaction as each document change (one row, id 1),
 * so the statistics screen never counts a large table.
 */
export const documentStatistics = pgTable('document_statistics', {
  id: integer('id').primaryKey().default(1),
  totalDocuments: integer('total_documents').notNull().default(0),
  totalSizeBytes: bigint('total_size_bytes', { mode: 'number' }).notNull().default(0),
  teacherDocsCount: integer('teacher_docs_count').notNull().default(0),
  courseDocsCount: integer('course_docs_count').notNull().default(0),
  studentDocsCount: integer('student_docs_count').notNull().default(0),
  generatedDocsCount: integer('generated_docs_count').notNull().default(0),
  cvCount: integer('cv_count').notNull().default(0),
  certificacionCount: integer('certificacion_count').notNull().default(0),
  thesisCount: integer('thesis_count').notNull().default(0),
  tituloCount: integer('titulo_count').notNull().default(0),
  diplomaCount: integer('diploma_count').notNull().default(0),
  constanciaCount: integer('constancia_count').notNull().default(0),
  pensumCount: integer('pensum_count').notNull().default(0),
  materialCount: integer('material_count').notNull().default(0),
  papeleriaCount: integer('papeleria_count').notNull().default(0),
  otroCount: integer('otro_count').notNull().default(0),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploads and downloads per calendar year, for the "this year" figures. */
export const documentYearlyStatistics = pgTable('document_yearly_statistics', {
  year: integer('year').primaryKey(),
  uploadedCount: integer('uploaded_count').notNull().default(0),
  downloadedCount: integer('downloaded_count').notNull().default(0),
});

/**
 * Downloads not yet counted (decision 020): a download only appends a row here, so downloads never wait on one
 * another; the `fold-document-downloads` job adds them to documents.download_count/last_downloaded and to the yearly
 * counter, deleting what it folded. No foreign key: a download stays counted in its year after its document is gone.
 */
export const documentDownloads = pgTable('document_downloads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  documentId: integer('document_id').notNull(),
  downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The expiry reminders sent, one row per document and kind ('30', '7', '0' days before): each is sent once. */
export const documentReminders = pgTable(
  'document_reminders',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => unifiedDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.kind] })],
);

/**
 * The smaller sizes of a profile photo (decision 021): the photo document's own file is its large size, and each row
 * here names the encrypted file of one smaller size. A photo without rows here was stored before photos were
 * processed at upload; the start-up job gives it its sizes.
 */
export const photoVariants = pgTable(
  'photo_variants',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => unifiedDocuments.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    filename: text('filename').notNull().unique(),
    fileSize: integer('file_size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.size] })],
);
