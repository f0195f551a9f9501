import type { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import { labelledEntries } from '@contracts/catalogues/catalogue';
import { DOCUMENT_TAGS, DOCUMENT_TAGS_BY_OWNER } from '@contracts/catalogues/documents';
import { DOCUMENT_MESSAGES, type DocumentStatistics } from '@contracts/documents';
import type { PhotoSize } from '@contracts/photos';
import type { Database, DbOrTx } from '../../db/client';
import { documentStatistics, documentYearlyStatistics, teachers, unifiedDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { getTeacherByUser } from '../teachers/teacher.service';
import { canDelete, canDownload, canUpload, documentRulesFor } from './document.policy';
import type { DocumentRow, OwnerDocumentList } from './document.presenter';
import { applyDocumentCounters, pendingDownloadsOfYear, recordDownload } from './document-statistics.service';
import { insertDocumentRow } from './document-rows';
import { ownerExists } from '../../shared/uploads/upload-owner';
import { receiveUpload, type ReceivedUpload } from '../../shared/uploads/multipart-upload';
import { parseUploadFields } from './upload-fields';
import { findDocumentForReading } from './document-reading';
import { removeCompanionRows } from './document-companion-files';
import type { DocumentView, DocumentViewer } from './document-viewer';

/** What the audit log keeps of a document: whose it is, its name, kind and size (never its stored file name). */
const auditedDocument = (row: DocumentRow) => ({
  original_name: row.originalName,
  document_type: row.documentType,
  entity_id: row.entityId,
  document_tag: row.documentTag,
  file_size: row.fileSize,
});

/**
 * The documents of one owner, each with what the caller may do with it, and whether they may upload to the owner:
 * the policy's rules, decided for the whole list with one read of what they depend on (documentRulesFor).
 */
export async function listOwnerDocuments(options: {
  db: DbOrTx;
  user: SessionUser;
  ownerKind: DocumentOwnerKind;
  entityId: number;
}): Promise<OwnerDocumentList> {
  const { db, ownerKind, entityId } = options;
  const rules = documentRulesFor(options);
  const unavailable = (code: 'FORBIDDEN' | 'DOCUMENT_OWNER_NOT_FOUND') =>
    new AppError(code, DOCUMENT_MESSAGES.entityUnavailable, undefined, { id: entityId });
  if (!(await rules.seeOwner(ownerKind, entityId))) throw unavailable('FORBIDDEN');
  if (!(await ownerExists(db, ownerKind, entityId))) throw unavailable('DOCUMENT_OWNER_NOT_FOUND');
  const rows = await db
    .select()
    .from(unifiedDocuments)
    .where(and(eq(unifiedDocuments.documentType, ownerKind), eq(unifiedDocuments.entityId, entityId)))
    .orderBy(desc(unifiedDocuments.createdAt), desc(unifiedDocuments.id));
  const documents: OwnerDocumentList['documents'] = [];
  for (const row of rows) documents.push({ row, can: await rules.can(row) });
  return { documents, canUpload: await rules.upload(ownerKind, entityId) };
}

async function teacherIdByCode(options: { db: DbOrTx; code: string }): Promise<number> {
  const [row] = await options.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.teacherCode, options.code));
  if (!row)
    throw new AppError(
      'TEACHER_NOT_FOUND',
      /*i18n*/ { id: 'documents.unknownTeacherCode', message: 'No existe un profesor con el código {code}' },
      undefined,
      {
        code: options.code,
      },
    );
  return row.id;
}

/** The documents of the teacher with this code (404 for an unknown code, before the policy is asked). */
export async function listTeacherDocumentsByCode(options: {
  db: DbOrTx;
  user: SessionUser;
  code: string;
}): Promise<OwnerDocumentList> {
  const entityId = await teacherIdByCode(options);
  return listOwnerDocuments({ db: options.db, user: options.user, ownerKind: 'teacher', entityId });
}

/** The signed-in teacher's own documents. */
export async function listOwnTeacherDocuments(options: { db: DbOrTx; user: SessionUser }): Promise<OwnerDocumentList> {
  const { id: entityId } = await getTeacherByUser({ db: options.db, userId: options.user.id });
  return listOwnerDocuments({ db: options.db, user: options.user, ownerKind: 'teacher', entityId });
}

/** The kinds of document offered for an owner kind, in catalogue order, labelled in the reader's language. */
export function tagsOffered(ownerKind: DocumentOwnerKind) {
  return labelledEntries(DOCUMENT_TAGS.filter((tag) => DOCUMENT_TAGS_BY_OWNER[ownerKind].includes(tag.code)));
}

/**
 * An upload request made a document: its multipart parts (undefined when the request is not multipart) are
 * received, checked and stored by `storeDocument`.
 */
export async function uploadDocument(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  parts: AsyncIterableIterator<Multipart> | undefined;
}): Promise<DocumentRow> {
  if (!options.parts) throw new AppError('FILE_REQUIRED', DOCUMENT_MESSAGES.fileRequired);
  const upload = await receiveUpload(options.parts, options.storage);
  return storeDocument({ db: options.db, storage: options.storage, user: options.user, upload });
}

/**
 * Checks a received upload and makes it a document: the row, its counters and its activity are written in
 * one transaction whose last step makes the file visible; any refusal removes the temporary file.
 */
export async function storeDocument(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  upload: ReceivedUpload;
}): Promise<DocumentRow> {
  const { db, storage, user, upload } = options;
  const file = upload.file;
  let published = false;
  try {
    if (!file) throw new AppError('FILE_REQUIRED', DOCUMENT_MESSAGES.fileRequired);
    const fields = parseUploadFields(upload.fields);
    if (!(await ownerExists(db, fields.ownerKind, fields.entityId)))
      throw new AppError('DOCUMENT_OWNER_NOT_FOUND', DOCUMENT_MESSAGES.entityUnavailable, undefined, {
        id: fields.entityId,
      });
    if (!(await canUpload({ db, user, ownerKind: fields.ownerKind, entityId: fields.entityId }))) {
      throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.uploadForbidden);
    }
    const row = await db.transaction(async (tx) => {
      const inserted = await insertDocumentRow(tx, { file, ...fields, isProfilePhoto: false, uploadedBy: user.id });
      await recordActivity(tx, {
        userId: user.id,
        activity: { code: 'documentUploaded', params: { name: file.originalName } },
        entityType: 'document',
        entityId: inserted.id,
        changes: changesBetween({}, auditedDocument(inserted)),
      });
      await storage.publish(file.storedName);
      published = true;
      return inserted;
    });
    return row;
  } catch (error) {
    if (file) {
      await storage.discardTemporary(file.storedName);
      // The rename happened but the commit failed: the file has no row, so it goes too.
      if (published) await storage.remove(file.storedName);
    }
    throw error;
  }
}

export type OpenedDocument =
  | { document: DocumentRow; view: DocumentView }
  | { document: DocumentRow; view: undefined; content: Readable; size: number };

/** A stored file that is gone answers as a document that does not exist. */
async function whenStored<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    throw error;
  }
}

/**
 * Opens a document for its reader. A document the viewer views (a profile photo, decision 020) is served by it: never
 * counted, in the asked size, with an entity tag. Any other document is streamed and counts one download: its own
 * count at once, the yearly counter through document_downloads (decision 020); `size` does not apply to it.
 */
export async function openDocument(options: {
  db: Database;
  storage: FileStorage;
  viewer: DocumentViewer;
  user: SessionUser;
  id: number;
  size?: PhotoSize;
  versioned: boolean;
  ifNoneMatch?: string;
}): Promise<OpenedDocument> {
  const { db, storage, viewer, user } = options;
  const document = await findDocumentForReading(db, options.id);
  if (!document) throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  const viewed = viewer.views(document);
  if (!(await canDownload({ db, user, document }))) {
    // A photo one may not see is answered as one that does not exist (document.policy.ts).
    throw viewed
      ? new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_MESSAGES.notFound)
      : new AppError('FORBIDDEN', DOCUMENT_MESSAGES.forbidden);
  }
  if (viewed) {
    const { size = 'large', versioned, ifNoneMatch } = options;
    const view = await whenStored(viewer.open({ db, storage, document, size, versioned, ifNoneMatch }));
    return { document, view };
  }
  const { stream, size: bytes } = await whenStored(storage.open(document.filename));
  try {
    await recordDownload(db, document.id);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { document, view: undefined, content: stream, size: bytes };
}

/** Removes the row and its counters in one transaction, then the file. */
export async function deleteDocument(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  id: number;
}): Promise<void> {
  const { db, storage, user } = options;
  const removed = await db.transaction(async (tx) => {
    await holdFileRemovalLock(tx);
    const [row] = await tx.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, options.id)).for('update');
    if (!row) throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    if (!(await canDelete({ db: tx, user, document: row })))
      throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.deleteForbidden);
    const companionNames = await removeCompanionRows(tx, [row.id]);
    await tx.delete(unifiedDocuments).where(eq(unifiedDocuments.id, row.id));
    await applyDocumentCounters(tx, [row], -1);
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'documentDeleted', params: { name: row.originalName } },
      entityType: 'document',
      entityId: row.id,
      changes: changesBetween(auditedDocument(row), {}),
    });
    return { row, companionNames };
  });
  await Promise.all([removed.row.filename, ...removed.companionNames].map((name) => storage.remove(name)));
}

/**
 * The seven figures of the statistics screen, read from the running counters; this year's downloads add those not yet
 * folded (a count of the small document_downloads table), so the figure is exact at any moment (decision 020).
 */
export async function readStatistics(options: { db: DbOrTx; now?: Date }): Promise<DocumentStatistics> {
  const year = (options.now ?? new Date()).getFullYear();
  const [[totals], [yearly], pendingDownloads] = await Promise.all([
    options.db.select().from(documentStatistics).where(eq(documentStatistics.id, 1)),
    options.db.select().from(documentYearlyStatistics).where(eq(documentYearlyStatistics.year, year)),
    pendingDownloadsOfYear(options.db, options.now),
  ]);
  return {
    totalDocuments: totals?.totalDocuments ?? 0,
    totalSizeBytes: totals?.totalSizeBytes ?? 0,
    teacherDocsCount: totals?.teacherDocsCount ?? 0,
    courseDocsCount: totals?.courseDocsCount ?? 0,
    studentDocsCount: totals?.studentDocsCount ?? 0,
    docsUploadedThisYear: yearly?.uploadedCount ?? 0,
    docsDownloadedThisYear: (yearly?.downloadedCount ?? 0) + pendingDownloads,
  };
}
