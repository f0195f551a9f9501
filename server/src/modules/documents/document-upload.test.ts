import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '@contracts/constants';
import type { ErrorCode } from '@contracts/error-codes';
import { PHOTO_MESSAGES } from '@contracts/photos';
import { activities, students, unifiedDocuments } from '../../db/schema/index';
import { foldDocumentDownloads } from './document-statistics.service';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherIdOf, studentIdOf } from '../../../test/profile-ids';
import { multipart, sampleFiles, type FilePart } from '../../../test/multipart';
import { storedDocuments } from '../../../test/stored-files';

const [context, staff, owner, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
let ownerId: number;
let studentId: number;

beforeAll(async () => {
  ownerId = await teacherIdOf(context, owner);
  studentId = await studentIdOf(context, student);
});

function upload(user: TestUser | null, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}

const teacherFields = () => ({ document_type: 'teacher', document_tag: 'cv', entity_id: String(ownerId) });

/** Every stored file (published or temporary) and every document row, to prove a refusal changed nothing. */
const snapshot = () => storedDocuments(context, staff);

const download = (user: TestUser | null, id: number, url = `/api/document-direct/${id}`) =>
  context.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

describe('POST /api/documents', () => {
  it.each([
    ['cv.pdf', sampleFiles.pdf(), 'application/pdf'],
    ['scan.jpg', sampleFiles.jpg(), 'image/jpeg'],
    ['scan.JPEG', sampleFiles.jpg(), 'image/jpeg'],
    ['diagram.png', sampleFiles.png(), 'image/png'],
  ])('stores %s for its teacher, encrypted, and gives back the same bytes', async (filename, content, mime) => {
    const response = await upload(owner, teacherFields(), [{ filename, content }]);
    expect(response.statusCode).toBe(201);
    const { id, document } = response.json();
    expect(document).toMatchObject({
      id,
      original_name: filename,
      file_type: mime,
      file_size: content.length,
      document_type: 'teacher',
      document_tag: 'cv',
      entity_id: ownerId,
      uploaded_by: owner.id,
    });

    const [row] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, id));
    const onDisk = fs.readFileSync(path.join(context.filesDir, row!.filename));
    expect(onDisk.length).toBe(content.length + 32);
    expect(onDisk.includes(content.subarray(0, 64))).toBe(false);

    for (const user of [owner, staff]) {
      const got = await download(user, id);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(content)).toBe(true);
      expect(got.headers['content-type']).toBe(mime);
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(filename)}`);
    }
    expect((await download(owner, id, `/api/documents/${id}/download`)).rawPayload.equals(content)).toBe(true);
    for (const user of [otherTeacher, student]) expect((await download(user, id)).statusCode).toBe(403);
    expect((await download(null, id)).statusCode).toBe(401);
  });

  const refusals: [string, () => [Record<string, string>, FilePart[]], number, string, ErrorCode][] = [
    [
      'a wrong extension',
      () => [teacherFields(), [{ filename: 'notes.txt', content: Buffer.from('hello') }]],
      400,
      'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, JPEG, PNG',
      'FILE_TYPE_REFUSED',
    ],
    [
      'an executable renamed .pdf',
      () => [teacherFields(), [{ filename: 'cv.pdf', content: sampleFiles.exe() }]],
      400,
      'El contenido del archivo no corresponde a su extensión.',
      'FILE_CONTENT_MISMATCH',
    ],
    [
      'a PNG named .pdf',
      () => [teacherFields(), [{ filename: 'cv.pdf', content: sampleFiles.png() }]],
      400,
      'El contenido del archivo no corresponde a su extensión.',
      'FILE_CONTENT_MISMATCH',
    ],
    [
      'a file over 10 MB',
      () => [teacherFields(), [{ filename: 'big.pdf', content: sampleFiles.pdf(DOCUMENT_MAX_BYTES + 1) }]],
      413,
      'El archivo es demasiado grande. Tamaño máximo: 10MB',
      'FILE_TOO_LARGE',
    ],
    [
      'an empty file',
      () => [teacherFields(), [{ filename: 'empty.pdf', content: Buffer.alloc(0) }]],
      400,
      'El archivo está vacío.',
      'FILE_EMPTY',
    ],
    [
      'two files',
      () => [
        teacherFields(),
        [
          { filename: 'a.pdf', content: sampleFiles.pdf() },
          { filename: 'b.pdf', content: sampleFiles.pdf() },
        ],
      ],
      400,
      'Solo se puede subir un archivo a la vez.',
      'ONE_FILE_ONLY',
    ],
    [
      'a missing document type',
      () => [
        { document_type: 'teacher', entity_id: String(ownerId) },
        [{ filename: 'cv.pdf', content: sampleFiles.pdf() }],
      ],
      400,
      'Por favor, selecciona un tipo de documento.',
      'DOCUMENT_TAG_REQUIRED',
    ],
    [
      'a missing entity',
      () => [{ document_tag: 'cv' }, [{ filename: 'cv.pdf', content: sampleFiles.pdf() }]],
      400,
      'Por favor, selecciona una entidad y un tipo de documento',
      'DOCUMENT_OWNER_REQUIRED',
    ],
    [
      'an unknown owner kind',
      () => [
        { document_type: 'janitor', document_tag: 'cv', entity_id: '1' },
        [{ filename: 'cv.pdf', content: sampleFiles.pdf() }],
      ],
      400,
      'Tipo de entidad no válido',
      'DOCUMENT_OWNER_INVALID',
    ],
    ['a missing file', () => [teacherFields(), []], 400, 'Por favor, selecciona un archivo.', 'FILE_REQUIRED'],
    [
      'an entity that does not exist',
      () => [{ ...teacherFields(), entity_id: '999999' }, [{ filename: 'cv.pdf', content: sampleFiles.pdf() }]],
      404,
      'La entidad con ID 999999 no existe o no tienes permisos para acceder a ella',
      'DOCUMENT_OWNER_NOT_FOUND',
    ],
    [
      'a tag not offered for the owner kind',
      () => [{ ...teacherFields(), document_tag: 'pensum' }, [{ filename: 'cv.pdf', content: sampleFiles.pdf() }]],
      400,
      'Ese tipo de documento no está disponible para esta entidad.',
      'DOCUMENT_TAG_NOT_OFFERED',
    ],
    // A photo changes only through PUT /api/photos/{kind}/{id}, with its own rules (photo.test.ts).
    [
      'a profile photo',
      () => [
        { ...teacherFields(), document_tag: '', is_profile_photo: 'true' },
        [{ filename: 'me.png', content: sampleFiles.png(5000) }],
      ],
      400,
      PHOTO_MESSAGES.notADocument.message,
      'PROFILE_PHOTO_NOT_A_DOCUMENT',
    ],
    [
      'a profile photo over 2,000,000 bytes',
      () => [
        { ...teacherFields(), is_profile_photo: '1' },
        [{ filename: 'me.png', content: sampleFiles.png(PHOTO_MAX_BYTES + 1) }],
      ],
      400,
      PHOTO_MESSAGES.notADocument.message,
      'PROFILE_PHOTO_NOT_A_DOCUMENT',
    ],
  ];

  it.each(refusals)(
    'refuses %s with its message and code, leaving the same files and rows',
    async (_name, build, status, message, code) => {
      const before = await snapshot();
      const [fields, files] = build();
      const response = await upload(owner, fields, files);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(response.json().code).toBe(code);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a request that is not a multipart form as a missing file', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: owner.auth,
      payload: { document_type: 'teacher' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'FILE_REQUIRED', message: 'Por favor, selecciona un archivo.' });
  });

  it('lets a teacher upload only to their own profile, and a student only when allowed', async () => {
    const before = await snapshot();
    const toOther = await upload(otherTeacher, teacherFields(), [{ filename: 'cv.pdf', content: sampleFiles.pdf() }]);
    expect(toOther.statusCode).toBe(403);
    const studentFields = { document_type: 'student', document_tag: 'constancia', entity_id: String(studentId) };
    expect((await upload(student, studentFields, [{ filename: 'c.pdf', content: sampleFiles.pdf() }])).statusCode).toBe(
      403,
    );
    expect(
      (await upload(student, teacherFields(), [{ filename: 'c.pdf', content: sampleFiles.pdf() }])).statusCode,
    ).toBe(403);
    expect((await upload(null, teacherFields(), [{ filename: 'c.pdf', content: sampleFiles.pdf() }])).statusCode).toBe(
      401,
    );
    expect(await snapshot()).toEqual(before);

    await context.db.update(students).set({ canUploadDocuments: true }).where(eq(students.id, studentId));
    const allowed = await upload(student, studentFields, [{ filename: 'c.pdf', content: sampleFiles.pdf() }]);
    expect(allowed.statusCode).toBe(201);
    expect((await download(student, allowed.json().id)).statusCode).toBe(200);
    expect((await download(owner, allowed.json().id)).statusCode).toBe(403);
  });

  it('refuses a profile photo from a student whose uploads are off, storing nothing', async () => {
    await context.db.update(students).set({ canUploadDocuments: false }).where(eq(students.id, studentId));
    const before = await snapshot();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await upload(
        student,
        { document_type: 'student', entity_id: String(studentId), is_profile_photo: 'true' },
        [{ filename: 'me.png', content: sampleFiles.png(5000) }],
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'PROFILE_PHOTO_NOT_A_DOCUMENT',
        message: PHOTO_MESSAGES.notADocument.message,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows a profile photo to every signed-in user', async () => {
    const body = multipart({}, [{ filename: 'me.png', content: sampleFiles.png(5000) }]);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/photos/teacher/${ownerId}`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.auth },
    });
    expect(response.json()).toMatchObject({ document: { is_profile_photo: true } });
    const { id } = response.json().document;
    for (const user of [student, otherTeacher, staff]) {
      const got = await download(user, id, `/api/document-direct/${id}?t=1700000000000`);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-disposition']).toMatch(/^inline/);
    }
    expect((await download(null, id)).statusCode).toBe(401);
  });
});

it('never gives a document the placeholder photo id 10', async () => {
  const ids: number[] = [];
  for (let index = 0; index < 3; index++) {
    ids.push(
      (await upload(owner, teacherFields(), [{ filename: `n${index}.pdf`, content: sampleFiles.pdf() }])).json().id,
    );
  }
  expect(Math.min(...ids)).toBeGreaterThan(10);
});

describe('DELETE /api/documents/{id}', () => {
  it('lets staff delete anything and others only what they uploaded, removing row, file and counters', async () => {
    const byOwner = (
      await upload(owner, teacherFields(), [{ filename: 'mine.pdf', content: sampleFiles.pdf() }])
    ).json().id as number;
    const byStaff = (
      await upload(staff, teacherFields(), [{ filename: 'from-staff.pdf', content: sampleFiles.pdf() }])
    ).json().id as number;
    const [ownerRow] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, byOwner));
    const filePath = path.join(context.filesDir, ownerRow!.filename);

    for (const user of [otherTeacher, student])
      expect(
        (await context.app.inject({ method: 'DELETE', url: `/api/documents/${byOwner}`, headers: user.auth }))
          .statusCode,
      ).toBe(403);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/documents/${byOwner}` })).statusCode).toBe(401);
    const denied = await context.app.inject({
      method: 'DELETE',
      url: `/api/documents/${byStaff}`,
      headers: owner.auth,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 'FORBIDDEN', message: 'Solo puedes eliminar los documentos que subiste.' });
    expect(fs.existsSync(filePath)).toBe(true);

    const before = (await snapshot()).stats;
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/documents/${byOwner}`, headers: owner.auth }))
        .statusCode,
    ).toBe(204);
    expect(fs.existsSync(filePath)).toBe(false);
    expect(await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, byOwner))).toHaveLength(0);
    const after = (await snapshot()).stats;
    expect(after.totalDocuments).toBe(before.totalDocuments - 1);
    expect(after.totalSizeBytes).toBe(before.totalSizeBytes - ownerRow!.fileSize);
    expect(after.teacherDocsCount).toBe(before.teacherDocsCount - 1);

    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/documents/${byStaff}`, headers: staff.auth }))
        .statusCode,
    ).toBe(204);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/documents/${byStaff}`, headers: staff.auth }))
        .statusCode,
    ).toBe(404);
    const logged = await context.db.select().from(activities).where(eq(activities.entityType, 'document'));
    expect(logged.map((row) => row.activity)).toContain('Deleted document mine.pdf');
  });
});

describe('GET /api/documents/statistics', () => {
  it('follows uploads, downloads and deletes, for staff only', async () => {
    const start = (await snapshot()).stats;
    const course = await context.app.inject({ method: 'GET', url: '/api/documents/statistics', headers: owner.auth });
    expect(course.statusCode).toBe(403);
    const first = (
      await upload(staff, { document_type: 'teacher', document_tag: 'titulo', entity_id: String(ownerId) }, [
        { filename: 't.pdf', content: sampleFiles.pdf(3000) },
      ])
    ).json().id as number;
    await download(staff, first);
    await download(owner, first);
    const mid = (await snapshot()).stats;
    expect(mid).toEqual({
      ...start,
      totalDocuments: start.totalDocuments + 1,
      totalSizeBytes: start.totalSizeBytes + 3000,
      teacherDocsCount: start.teacherDocsCount + 1,
      docsUploadedThisYear: start.docsUploadedThisYear + 1,
      docsDownloadedThisYear: start.docsDownloadedThisYear + 2,
    });
    // The documents' own counts follow once the downloads are folded (decision 020); the statistics already did.
    await foldDocumentDownloads({ db: context.db });
    expect((await snapshot()).stats).toEqual(mid);
    const [row] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, first));
    expect(row?.downloadCount).toBe(2);
    expect(row?.lastDownloaded).toBeInstanceOf(Date);
    await context.app.inject({ method: 'DELETE', url: `/api/documents/${first}`, headers: staff.auth });
    const end = (await snapshot()).stats;
    expect(end).toEqual({
      ...mid,
      totalDocuments: start.totalDocuments,
      totalSizeBytes: start.totalSizeBytes,
      teacherDocsCount: start.teacherDocsCount,
    });
  });

  it('offers the document tags of each owner kind', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/document-tags/course', headers: owner.auth });
    expect(response.json().tags.map((tag: { code: string }) => tag.code)).toEqual(['pensum', 'material', 'otro']);
  });
});

describe('GET /api/teachers/{id}/stats', () => {
  it('counts every document of the teacher, as their documents list does', async () => {
    const listed = (
      await context.app.inject({ method: 'GET', url: '/api/teacher/documents', headers: owner.auth })
    ).json().documents.length;
    const stats = await context.app.inject({
      method: 'GET',
      url: `/api/teachers/${ownerId}/stats`,
      headers: student.auth,
    });
    expect(stats.json()).toEqual({ documentCount: listed });
    expect(listed).toBeGreaterThan(0);
  });
});
