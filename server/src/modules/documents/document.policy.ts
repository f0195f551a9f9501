import { and, eq } from 'drizzle-orm';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { DbOrTx } from '../../db/client';
import { courses, grades, teachers } from '../../db/schema/index';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord, ownTeacherRecord } from '../people/own-records';
import type { DocumentRow } from './document.presenter';

/*
 * Who may do what with documents (§6). Where the specification is silent we choose least privilege:
 * - staff: everything;
 * - a teacher: upload to their own profile only; see their own profile's documents and the resources of
 *   courses assigned to them; delete only what they uploaded;
 * - a student: upload to their own record only when can_upload_documents is true (a profile photo always);
 *   see their own documents; delete only what they uploaded;
 * - anyone may delete the profile photo of their own record, whoever uploaded it;
 * - a teacher's profile photo: seen by every signed-in user (the directory shows it);
 * - a student's profile photo (decision 020): seen by staff, by the student themself, and by the teachers who teach
 *   a course the student has a grade in. This product has no enrolments: "teaches the student" is read as a grade
 *   of the student whose course (grades.course_id) is assigned to the teacher (courses.teacher_id); a grade of no
 *   course (history, transfer) links no teacher. Anyone else (another student, an unrelated teacher) is answered
 *   404 DOCUMENT_NOT_FOUND, as for an id that does not exist, so that counting ids reveals nothing; other
 *   documents refused keep 403 FORBIDDEN;
 * - generated documents: staff only;
 * - an expiry date: staff set or clear any document's; a teacher only those of their own profile's documents.
 *
 * Two kinds of rule (decision 010). Request rules, from the user alone, are the routes' guards
 * (`preHandler: authorize(rule)` in document.routes.ts). Resource rules need the document or its owner, which
 * only the service loads: they take the database, the user and the resource, and the service (document.service.ts)
 * calls them and throws FORBIDDEN when they refuse. A route whose rule is a resource rule has the request rule
 * `canUseDocuments` as its guard.
 */

/** The staff statistics cards. */
export const canSeeDocumentStatistics = role('staff');

/** The kinds of document offered for an owner kind: a catalogue, no one's documents. */
export const canSeeDocumentTags = signedIn;

/** The signed-in teacher's own documents (/api/teacher/documents). */
export const canSeeOwnTeacherDocuments = role('teacher');

/**
 * Upload, download, delete and the documents of an owner: any signed-in user reaches the service, where the
 * resource rules below (canUpload, canDownload, canSeePhoto, canDelete, canSeeOwnerDocuments) decide.
 */
export const canUseDocuments = signedIn;

async function ownTeacherId(db: DbOrTx, userId: number): Promise<number | undefined> {
  return (await ownTeacherRecord(db, userId))?.id;
}

async function teachesCourse(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const teacherId = await ownTeacherId(db, userId);
  if (teacherId === undefined) return false;
  const [row] = await db.select({ teacherId: courses.teacherId }).from(courses).where(eq(courses.id, courseId));
  return row?.teacherId === teacherId;
}

export async function canSeeOwnerDocuments(options: {
  db: DbOrTx;
  user: SessionUser;
  ownerKind: DocumentOwnerKind;
  entityId: number;
}): Promise<boolean> {
  const { db, user, ownerKind, entityId } = options;
  if (user.role === 'staff') return true;
  if (ownerKind === 'teacher' && user.role === 'teacher') return (await ownTeacherId(db, user.id)) === entityId;
  if (ownerKind === 'course' && user.role === 'teacher') return teachesCourse(db, user.id, entityId);
  if (ownerKind === 'student' && user.role === 'student') return (await ownStudentRecord(db, user.id))?.id === entityId;
  return false;
}

export async function canUpload(options: {
  db: DbOrTx;
  user: SessionUser;
  ownerKind: DocumentOwnerKind;
  entityId: number;
}): Promise<boolean> {
  const { db, user, ownerKind, entityId } = options;
  if (user.role === 'staff') return true;
  if (user.role === 'teacher') return ownerKind === 'teacher' && (await ownTeacherId(db, user.id)) === entityId;
  if (user.role === 'student' && ownerKind === 'student') {
    const student = await ownStudentRecord(db, user.id);
    return student?.id === entityId && student.canUploadDocuments;
  }
  return false;
}

/** Whether the student has a grade in a course assigned to the teacher of this user account. */
async function teachesStudent(db: DbOrTx, userId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: grades.id })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .innerJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(and(eq(grades.studentId, studentId), eq(teachers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** A profile photo: a teacher's to everyone signed in; a student's to staff, the student and their teachers. */
export async function canSeePhoto(options: {
  db: DbOrTx;
  user: SessionUser;
  document: Pick<DocumentRow, 'documentType' | 'entityId'>;
}): Promise<boolean> {
  const { db, user, document } = options;
  if (document.documentType === 'teacher' || user.role === 'staff') return true;
  if (document.documentType !== 'student')
    return canSeeOwnerDocuments({ db, user, ownerKind: document.documentType, entityId: document.entityId });
  if (user.role === 'student') return (await ownStudentRecord(db, user.id))?.id === document.entityId;
  if (user.role === 'teacher') return teachesStudent(db, user.id, document.entityId);
  return false;
}

export async function canDownload(options: { db: DbOrTx; user: SessionUser; document: DocumentRow }): Promise<boolean> {
  if (options.document.isProfilePhoto) return canSeePhoto(options);
  return canSeeOwnerDocuments({
    db: options.db,
    user: options.user,
    ownerKind: options.document.documentType,
    entityId: options.document.entityId,
  });
}

/** Staff delete anything; others what they uploaded, and their own profile photo whoever uploaded it. */
export async function canDelete(options: { db: DbOrTx; user: SessionUser; document: DocumentRow }): Promise<boolean> {
  const { db, user, document } = options;
  if (user.role === 'staff' || document.uploadedBy === user.id) return true;
  if (!document.isProfilePhoto) return false;
  if (document.documentType === 'teacher' && user.role === 'teacher')
    return (await ownTeacherId(db, user.id)) === document.entityId;
  if (document.documentType === 'student' && user.role === 'student')
    return (await ownStudentRecord(db, user.id))?.id === document.entityId;
  return false;
}

/** Staff set or clear any document's expiry; a teacher only on the documents of their own teacher profile. */
export async function canSetExpiry(options: {
  db: DbOrTx;
  user: SessionUser;
  document: Pick<DocumentRow, 'documentType' | 'entityId'>;
}): Promise<boolean> {
  const { db, user, document } = options;
  if (user.role === 'staff') return true;
  return (
    user.role === 'teacher' &&
    document.documentType === 'teacher' &&
    (await ownTeacherId(db, user.id)) === document.entityId
  );
}
