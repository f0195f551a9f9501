import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { DocumentList } from '@contracts/documents';
import { courses, students, teachers, unifiedDocuments, users } from '../../db/schema/index';
import type { SessionUser } from '../auth/session.service';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { canDelete, canDownload, canSetExpiry, canUpload } from './document.policy';

/*
 * The `can` of each listed document and the list's `can_upload` (issue 23): what the screens show, decided by the
 * policy's rules. Each answer is checked against the expected values and against the single rules themselves.
 */

const [context, staff, owner, other, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
let ownerTeacherId: number;
let studentId: number;
let courseId: number;

let serial = 0;
async function insertDocument(values: {
  documentType: DocumentOwnerKind;
  entityId: number;
  uploadedBy: number;
  isProfilePhoto?: boolean;
  name: string;
}) {
  serial += 1;
  const filename = `abilities-${serial}-${values.uploadedBy}.bin`;
  await context.db.insert(unifiedDocuments).values({
    originalName: values.name,
    filename,
    fileType: values.isProfilePhoto ? 'image/png' : 'application/pdf',
    fileSize: 100,
    path: filename,
    documentType: values.documentType,
    documentTag: values.isProfilePhoto ? 'photo' : 'other',
    entityId: values.entityId,
    uploadedBy: values.uploadedBy,
    isProfilePhoto: values.isProfilePhoto ?? false,
  });
}

beforeAll(async () => {
  const [teacherRow] = await context.db.select().from(teachers).where(eq(teachers.userId, owner.id));
  ownerTeacherId = teacherRow!.id;
  const [studentRow] = await context.db.select().from(students).where(eq(students.userId, student.id));
  studentId = studentRow!.id;
  const [course] = await context.db
    .insert(courses)
    .values({ name: 'Permisos', courseCode: `CAN-${owner.id}`, teacherId: ownerTeacherId })
    .returning();
  courseId = course!.id;
  // Sequential inserts: the lists are newest first, so the order below is the reverse of the answers'.
  await insertDocument({ documentType: 'teacher', entityId: ownerTeacherId, uploadedBy: owner.id, name: 'mine.pdf' });
  await insertDocument({ documentType: 'teacher', entityId: ownerTeacherId, uploadedBy: staff.id, name: 'staff.pdf' });
  await insertDocument({
    documentType: 'teacher',
    entityId: ownerTeacherId,
    uploadedBy: staff.id,
    isProfilePhoto: true,
    name: 'photo.png',
  });
  await insertDocument({ documentType: 'student', entityId: studentId, uploadedBy: student.id, name: 'own.pdf' });
  await insertDocument({ documentType: 'student', entityId: studentId, uploadedBy: staff.id, name: 'record.pdf' });
  await insertDocument({ documentType: 'course', entityId: courseId, uploadedBy: staff.id, name: 'syllabus.pdf' });
  await insertDocument({ documentType: 'course', entityId: courseId, uploadedBy: owner.id, name: 'notes.pdf' });
});

async function list(user: TestUser, url: string) {
  const response = await context.app.inject({ method: 'GET', url, headers: user.auth });
  return { status: response.statusCode, body: response.json<DocumentList>() };
}

/** Each document's `can` by name. */
function abilitiesByName(body: DocumentList) {
  return Object.fromEntries(body.documents.map((document) => [document.original_name, document.can]));
}

async function sessionOf(user: TestUser): Promise<SessionUser> {
  const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
  return { id: row!.id, role: row!.role } as SessionUser;
}

/** The answer's `can` and `can_upload` are those the single rules give, document by document. */
async function expectSameAsSingleRules(user: TestUser, body: DocumentList, ownerKind: DocumentOwnerKind, id: number) {
  const db = context.db;
  const session = await sessionOf(user);
  expect(body.can_upload).toBe(await canUpload({ db, user: session, ownerKind, entityId: id }));
  const rows = await db.select().from(unifiedDocuments).where(eq(unifiedDocuments.entityId, id));
  for (const listed of body.documents) {
    const row = rows.find((candidate) => candidate.id === listed.id)!;
    expect(listed.can, listed.original_name).toEqual({
      download: await canDownload({ db, user: session, document: row }),
      delete: await canDelete({ db, user: session, document: row }),
      set_expiry: await canSetExpiry({ db, user: session, document: row }),
    });
  }
}

const all = { download: true, delete: true, set_expiry: true };

describe("a teacher's documents", () => {
  const url = () => `/api/documents/entity/teacher/${ownerTeacherId}`;

  it('staff may do everything, and upload', async () => {
    const { status, body } = await list(staff, url());
    expect(status).toBe(200);
    expect(body.can_upload).toBe(true);
    expect(abilitiesByName(body)).toEqual({ 'mine.pdf': all, 'staff.pdf': all, 'photo.png': all });
    await expectSameAsSingleRules(staff, body, 'teacher', ownerTeacherId);
  });

  it('the teacher deletes what they uploaded and their own photo, sets expiry, and uploads', async () => {
    for (const path of [url(), '/api/teacher/documents']) {
      const { status, body } = await list(owner, path);
      expect(status, path).toBe(200);
      expect(body.can_upload, path).toBe(true);
      expect(abilitiesByName(body), path).toEqual({
        'mine.pdf': all,
        'staff.pdf': { download: true, delete: false, set_expiry: true },
        'photo.png': all,
      });
      await expectSameAsSingleRules(owner, body, 'teacher', ownerTeacherId);
    }
  });

  it('another teacher and a student are refused the list', async () => {
    expect((await list(other, url())).status).toBe(403);
    expect((await list(student, url())).status).toBe(403);
    const own = await list(other, '/api/teacher/documents');
    expect(own.body).toEqual({ documents: [], can_upload: true });
  });
});

describe("a student's documents", () => {
  const url = () => `/api/documents/entity/student/${studentId}`;

  it('the student deletes what they uploaded, sets no expiry, and uploads only when their record allows it', async () => {
    for (const allowed of [false, true]) {
      await context.db.update(students).set({ canUploadDocuments: allowed }).where(eq(students.id, studentId));
      const { status, body } = await list(student, url());
      expect(status).toBe(200);
      expect(body.can_upload).toBe(allowed);
      expect(abilitiesByName(body)).toEqual({
        'own.pdf': { download: true, delete: true, set_expiry: false },
        'record.pdf': { download: true, delete: false, set_expiry: false },
      });
      await expectSameAsSingleRules(student, body, 'student', studentId);
    }
  });

  it('staff may do everything; teachers are refused the list', async () => {
    const { body } = await list(staff, url());
    expect(body.can_upload).toBe(true);
    expect(abilitiesByName(body)).toEqual({ 'own.pdf': all, 'record.pdf': all });
    expect((await list(owner, url())).status).toBe(403);
  });
});

describe("a course's resources", () => {
  const url = () => `/api/documents/entity/course/${courseId}`;

  it('its teacher downloads them, deletes what they uploaded, sets no expiry and does not upload', async () => {
    const { status, body } = await list(owner, url());
    expect(status).toBe(200);
    expect(body.can_upload).toBe(false);
    expect(abilitiesByName(body)).toEqual({
      'syllabus.pdf': { download: true, delete: false, set_expiry: false },
      'notes.pdf': { download: true, delete: true, set_expiry: false },
    });
    await expectSameAsSingleRules(owner, body, 'course', courseId);
  });

  it('staff may do everything; another teacher and a student are refused the list', async () => {
    const { body } = await list(staff, url());
    expect(body.can_upload).toBe(true);
    expect(abilitiesByName(body)).toEqual({ 'syllabus.pdf': all, 'notes.pdf': all });
    expect((await list(other, url())).status).toBe(403);
    expect((await list(student, url())).status).toBe(403);
  });
});
