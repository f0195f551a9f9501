import { and, eq } from 'drizzle-orm';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { DocumentAbilities } from '@contracts/documents';
import type { DbOrTx } from '../../db/client';
import { courses, grades, teachers } from '../../db/schema/index';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord, ownTeacherRecord, type OwnStudentRecord } from '../../shared/people/own-records';
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
 *
 * Each resource rule reads what it needs of the user through a `DocumentActor`: their own teacher or student record,
 * the courses and students they teach, each read at most once. A rule asked of one resource makes its own; a list
 * (documentRulesFor) makes one for all its documents, so that each document's `can` is decided by the same rules
 * without a read per document.
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

/**
 * The signed-in user as the resource rules read them. Each read (their own teacher or student record, whether they
 * teach a course or a student) runs once, when a rule first asks, and is kept for the actor's other questions.
 */
interface DocumentActor {
  user: SessionUser;
  teacherId(): Promise<number | undefined>;
  student(): Promise<OwnStudentRecord | undefined>;
  teachesCourse(courseId: number): Promise<boolean>;
  teachesStudent(studentId: number): Promise<boolean>;
}

function actorOf({ db, user }: { db: DbOrTx; user: SessionUser }): DocumentActor {
  const reads = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let reading = reads.get(key) as Promise<T> | undefined;
    if (!reading) {
      reading = read();
      reads.set(key, reading);
    }
    return reading;
  };
  const actor: DocumentActor = {
    user,
    teacherId: () => once('teacher', async () => (await ownTeacherRecord(db, user.id))?.id),
    student: () => once('student', () => ownStudentRecord(db, user.id)),
    teachesCourse: (courseId) => once(`course:${courseId}`, () => teachesCourse(db, actor, courseId)),
    teachesStudent: (studentId) => once(`student:${studentId}`, () => teachesStudent(db, user.id, studentId)),
  };
  return actor;
}

async function teachesCourse(db: DbOrTx, actor: DocumentActor, courseId: number): Promise<boolean> {
  const teacherId = await actor.teacherId();
  if (teacherId === undefined) return false;
  const [row] = await db.select({ teacherId: courses.teacherId }).from(courses).where(eq(courses.id, courseId));
  return row?.teacherId === teacherId;
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

async function seesOwnerDocuments(actor: DocumentActor, ownerKind: DocumentOwnerKind, entityId: number) {
  const { user } = actor;
  if (user.role === 'staff') return true;
  if (ownerKind === 'teacher' && user.role === 'teacher') return (await actor.teacherId()) === entityId;
  if (ownerKind === 'course' && user.role === 'teacher') return actor.teachesCourse(entityId);
  if (ownerKind === 'student' && user.role === 'student') return (await actor.student())?.id === entityId;
  return false;
}

export async function canSeeOwnerDocuments(options: {
  db: DbOrTx;
  user: SessionUser;
  ownerKind: DocumentOwnerKind;
  entityId: number;
}): Promise<boolean> {
  return seesOwnerDocuments(actorOf(options), options.ownerKind, options.entityId);
}

async function uploads(actor: DocumentActor, ownerKind: DocumentOwnerKind, entityId: number): Promise<boolean> {
  const { user } = actor;
  if (user.role === 'staff') return true;
  if (user.role === 'teacher') return ownerKind === 'teacher' && (await actor.teacherId()) === entityId;
  if (user.role === 'student' && ownerKind === 'student') {
    const student = await actor.student();
    return student?.id === entityId && student.canUploadDocuments;
  }
  return false;
}

export async function canUpload(options: {
  db: DbOrTx;
  user: SessionUser;
  ownerKind: DocumentOwnerKind;
  entityId: number;
}): Promise<boolean> {
  return uploads(actorOf(options), options.ownerKind, options.entityId);
}

type PhotoOwner = Pick<DocumentRow, 'documentType' | 'entityId'>;

async function seesPhoto(actor: DocumentActor, document: PhotoOwner): Promise<boolean> {
  const { user } = actor;
  if (document.documentType === 'teacher' || user.role === 'staff') return true;
  if (document.documentType !== 'student') return seesOwnerDocuments(actor, document.documentType, document.entityId);
  if (user.role === 'student') return (await actor.student())?.id === document.entityId;
  if (user.role === 'teacher') return actor.teachesStudent(document.entityId);
  return false;
}

/** A profile photo: a teacher's to everyone signed in; a student's to staff, the student and their teachers. */
export async function canSeePhoto(options: { db: DbOrTx; user: SessionUser; document: PhotoOwner }): Promise<boolean> {
  return seesPhoto(actorOf(options), options.document);
}

async function downloads(actor: DocumentActor, document: DocumentRow): Promise<boolean> {
  if (document.isProfilePhoto) return seesPhoto(actor, document);
  return seesOwnerDocuments(actor, document.documentType, document.entityId);
}

export async function canDownload(options: { db: DbOrTx; user: SessionUser; document: DocumentRow }): Promise<boolean> {
  return downloads(actorOf(options), options.document);
}

async function deletes(actor: DocumentActor, document: DocumentRow): Promise<boolean> {
  const { user } = actor;
  if (user.role === 'staff' || document.uploadedBy === user.id) return true;
  if (!document.isProfilePhoto) return false;
  if (document.documentType === 'teacher' && user.role === 'teacher')
    return (await actor.teacherId()) === document.entityId;
  if (document.documentType === 'student' && user.role === 'student')
    return (await actor.student())?.id === document.entityId;
  return false;
}

/** Staff delete anything; others what they uploaded, and their own profile photo whoever uploaded it. */
export async function canDelete(options: { db: DbOrTx; user: SessionUser; document: DocumentRow }): Promise<boolean> {
  return deletes(actorOf(options), options.document);
}

async function setsExpiry(actor: DocumentActor, document: PhotoOwner): Promise<boolean> {
  const { user } = actor;
  if (user.role === 'staff') return true;
  return (
    user.role === 'teacher' && document.documentType === 'teacher' && (await actor.teacherId()) === document.entityId
  );
}

/** Staff set or clear any document's expiry; a teacher only on the documents of their own teacher profile. */
export async function canSetExpiry(options: {
  db: DbOrTx;
  user: SessionUser;
  document: Pick<DocumentRow, 'documentType' | 'entityId'>;
}): Promise<boolean> {
  return setsExpiry(actorOf(options), options.document);
}

/**
 * The rules above for many documents of one user (a list's answer): one actor for all, so that what the rules read
 * (the user's own records, the course or student they teach) is read once per list, not once per document. Each
 * answer is the one the single rule gives: `seeOwner` canSeeOwnerDocuments, `upload` canUpload, and a document's
 * `can` canDownload, canDelete and canSetExpiry.
 */
export function documentRulesFor(options: { db: DbOrTx; user: SessionUser }) {
  const actor = actorOf(options);
  return {
    seeOwner: (ownerKind: DocumentOwnerKind, entityId: number) => seesOwnerDocuments(actor, ownerKind, entityId),
    upload: (ownerKind: DocumentOwnerKind, entityId: number) => uploads(actor, ownerKind, entityId),
    async can(document: DocumentRow): Promise<DocumentAbilities> {
      return {
        download: await downloads(actor, document),
        delete: await deletes(actor, document),
        set_expiry: await setsExpiry(actor, document),
      };
    },
  };
}
