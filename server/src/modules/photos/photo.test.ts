import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@contracts/constants';
import type { ErrorCode } from '@contracts/error-codes';
import type { PhotoOwnerKind, PhotoState } from '@contracts/photos';
import { activities, photoVariants, students, teachers, unifiedDocuments } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { teacherIdOf, studentIdOf } from '../../../test/profile-ids';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart, sampleFiles, type FilePart } from '../../../test/multipart';
import { storedDocuments } from '../../../test/stored-files';

const [context, staff, teacher, otherTeacher, student, otherStudent] = await signedInApp(
  'staff',
  'teacher',
  'teacher',
  'student',
  'student',
);
let teacherId: number;
let otherTeacherId: number;
let studentId: number;
let otherStudentId: number;

beforeAll(async () => {
  [teacherId, otherTeacherId, studentId, otherStudentId] = await Promise.all([
    teacherIdOf(context, teacher),
    teacherIdOf(context, otherTeacher),
    studentIdOf(context, student),
    studentIdOf(context, otherStudent),
  ]);
});

const photo = (filename: string, size = 3000): FilePart => ({
  filename,
  content: filename.endsWith('.jpg') ? sampleFiles.jpg(size) : sampleFiles.png(size),
});

function put(
  user: TestUser | null,
  ownerKind: string,
  entityId: number | string,
  files: FilePart[],
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, files);
  return context.app.inject({
    method: 'PUT',
    url: `/api/photos/${ownerKind}/${entityId}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}

const remove = (user: TestUser | null, ownerKind: string, entityId: number | string) =>
  context.app.inject({ method: 'DELETE', url: `/api/photos/${ownerKind}/${entityId}`, headers: user?.auth ?? {} });

const download = (user: TestUser, url: string) => context.app.inject({ method: 'GET', url, headers: user.auth });

async function profilePhotoOf(ownerKind: PhotoOwnerKind, entityId: number): Promise<string | null> {
  const table = ownerKind === 'teacher' ? teachers : students;
  const [row] = await context.db.select({ profilePhoto: table.profilePhoto }).from(table).where(eq(table.id, entityId));
  return row!.profilePhoto;
}

const variantFilesOf = async (documentId: number) =>
  (await context.db.select().from(photoVariants).where(eq(photoVariants.documentId, documentId))).map((row) =>
    path.join(context.filesDir, row.filename),
  );

const documentRow = async (id: number) =>
  (await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, id)))[0];

/** Every stored file (published or temporary), every document row and the counters: what a refusal must not change. */
async function snapshot() {
  const photos = await Promise.all([
    profilePhotoOf('teacher', teacherId),
    profilePhotoOf('teacher', otherTeacherId),
    profilePhotoOf('student', studentId),
    profilePhotoOf('student', otherStudentId),
  ]);
  return { ...(await storedDocuments(context, staff)), photos };
}

const activitiesOf = async (ownerKind: PhotoOwnerKind, entityId: number) =>
  (
    await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, ownerKind), eq(activities.entityId, entityId)))
  ).map((row) => row.activity);

const cases: [string, () => TestUser, PhotoOwnerKind, () => number][] = [
  ['staff on a teacher', () => staff, 'teacher', () => otherTeacherId],
  ['staff on a student', () => staff, 'student', () => otherStudentId],
  ['a teacher on their own record', () => teacher, 'teacher', () => teacherId],
  ['a student on their own record (without can_upload_documents)', () => student, 'student', () => studentId],
];

describe('PUT and DELETE /api/photos/{ownerKind}/{entityId}', () => {
  it.each(cases)(
    '%s: sets, replaces and clears the photo, removing each replaced document, its counters and its file',
    async (_name, userOf, ownerKind, idOf) => {
      const user = userOf();
      const entityId = idOf();
      const ownerCount = ownerKind === 'teacher' ? 'teacherDocsCount' : 'studentDocsCount';
      const start = await snapshot();

      // Set.
      const first = await put(user, ownerKind, entityId, [photo('rojo.png', 4000)]);
      expect(first.statusCode).toBe(200);
      const set = first.json<PhotoState>();
      expect(set).toMatchObject({
        owner_kind: ownerKind,
        entity_id: entityId,
        removed_document_id: null,
        document: {
          original_name: 'foto-perfil.webp',
          file_type: 'image/webp',
          document_type: ownerKind,
          entity_id: entityId,
          is_profile_photo: true,
          visibility: 'public',
          uploaded_by: user.id,
        },
      });
      const firstId = set.document!.id;
      const firstSize = set.document!.file_size;
      expect(firstSize).toBeGreaterThan(0);
      // The large size is the document's file; the small and medium sizes have files of their own.
      const firstVariants = await variantFilesOf(firstId);
      expect(firstVariants).toHaveLength(2);
      expect(firstVariants.every((file) => fs.existsSync(file))).toBe(true);
      expect(set.profile_photo).toMatch(new RegExp(`^/api/document-direct/${firstId}\\?t=\\d+$`));
      expect(await profilePhotoOf(ownerKind, entityId)).toBe(set.profile_photo);
      const firstFile = path.join(context.filesDir, (await documentRow(firstId))!.filename);
      expect(fs.existsSync(firstFile)).toBe(true);
      const afterSet = (await snapshot()).stats;
      expect(afterSet).toEqual({
        ...start.stats,
        totalDocuments: start.stats.totalDocuments + 1,
        totalSizeBytes: start.stats.totalSizeBytes + firstSize,
        [ownerCount]: start.stats[ownerCount] + 1,
        docsUploadedThisYear: start.stats.docsUploadedThisYear + 1,
      });

      // Replace: one call stores the new photo and removes the old one with its counters and file.
      const second = await put(user, ownerKind, entityId, [photo('azul.jpg', 2500)]);
      expect(second.statusCode).toBe(200);
      const replaced = second.json<PhotoState>();
      const secondId = replaced.document!.id;
      expect(replaced).toMatchObject({
        removed_document_id: firstId,
        document: { original_name: 'foto-perfil.webp', file_type: 'image/webp' },
      });
      expect(await profilePhotoOf(ownerKind, entityId)).toBe(replaced.profile_photo);
      expect(await documentRow(firstId)).toBeUndefined();
      expect(fs.existsSync(firstFile)).toBe(false);
      expect(firstVariants.some((file) => fs.existsSync(file))).toBe(false);
      const got = await download(staff, replaced.profile_photo!);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.length).toBe(replaced.document!.file_size);
      expect((await download(staff, set.profile_photo!)).statusCode).toBe(404);
      const afterReplace = (await snapshot()).stats;
      expect(afterReplace).toEqual({
        ...start.stats,
        totalDocuments: start.stats.totalDocuments + 1,
        totalSizeBytes: start.stats.totalSizeBytes + replaced.document!.file_size,
        [ownerCount]: start.stats[ownerCount] + 1,
        docsUploadedThisYear: start.stats.docsUploadedThisYear + 2,
      });

      // Clear.
      const secondFile = path.join(context.filesDir, (await documentRow(secondId))!.filename);
      const cleared = await remove(user, ownerKind, entityId);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toEqual({
        owner_kind: ownerKind,
        entity_id: entityId,
        profile_photo: null,
        document: null,
        removed_document_id: secondId,
      });
      expect(await profilePhotoOf(ownerKind, entityId)).toBeNull();
      expect(await documentRow(secondId)).toBeUndefined();
      expect(fs.existsSync(secondFile)).toBe(false);
      const end = await snapshot();
      expect(end.files).toEqual(start.files);
      expect(end.stats).toEqual({ ...start.stats, docsUploadedThisYear: start.stats.docsUploadedThisYear + 2 });

      // Clearing again changes nothing.
      expect((await remove(user, ownerKind, entityId)).json()).toMatchObject({
        profile_photo: null,
        removed_document_id: null,
      });
      expect(await activitiesOf(ownerKind, entityId)).toEqual(
        expect.arrayContaining([`Updated ${ownerKind} photo`, `Removed ${ownerKind} photo`]),
      );
      expect((await activitiesOf(ownerKind, entityId)).filter((activity) => activity.endsWith('photo'))).toHaveLength(
        3,
      );
    },
  );

  const foreign: [string, () => TestUser, PhotoOwnerKind, () => number][] = [
    ['a teacher on another teacher', () => teacher, 'teacher', () => otherTeacherId],
    ['a student on another student', () => student, 'student', () => otherStudentId],
    ['a teacher on a student', () => teacher, 'student', () => studentId],
    ['a student on a teacher', () => student, 'teacher', () => teacherId],
  ];

  it.each(foreign)('refuses %s with 403 and changes nothing', async (_name, userOf, ownerKind, idOf) => {
    const entityId = idOf();
    // The record has a photo (set by staff) that must survive.
    const existing = (await put(staff, ownerKind, entityId, [photo('antes.png')])).json<PhotoState>();
    const before = await snapshot();
    for (const response of [
      await put(userOf(), ownerKind, entityId, [photo('intruso.png')]),
      await remove(userOf(), ownerKind, entityId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
    expect((await download(staff, existing.profile_photo!)).statusCode).toBe(200);
  });

  it('answers 401 to an anonymous call, before reading the upload', async () => {
    const before = await snapshot();
    expect((await put(null, 'teacher', teacherId, [photo('a.png')])).statusCode).toBe(401);
    expect((await remove(null, 'teacher', teacherId)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a record that does not exist, and 400 for an owner kind that is not one', async () => {
    const missing = await put(staff, 'teacher', 999_999, [photo('a.png')]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'TEACHER_NOT_FOUND', message: 'Profesor no encontrado' });
    expect((await remove(staff, 'student', 999_999)).json().code).toBe('STUDENT_NOT_FOUND');
    const course = await put(staff, 'course', 1, [photo('a.png')]);
    expect(course.statusCode).toBe(400);
    expect(course.json().code).toBe('VALIDATION_FAILED');
  });

  const refusals: [string, () => FilePart[], number, string, ErrorCode][] = [
    [
      'an SVG',
      () => [
        {
          filename: 'logo.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
        },
      ],
      400,
      'Tipo de archivo no permitido. Formatos aceptados: JPG, JPEG, PNG',
      'FILE_TYPE_REFUSED',
    ],
    [
      'an SVG named .png',
      () => [
        {
          filename: 'logo.png',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
        },
      ],
      400,
      'El contenido del archivo no corresponde a su extensión.',
      'FILE_CONTENT_MISMATCH',
    ],
    [
      'a PDF',
      () => [{ filename: 'me.pdf', content: sampleFiles.pdf() }],
      400,
      'Tipo de archivo no permitido. Formatos aceptados: JPG, JPEG, PNG',
      'FILE_TYPE_REFUSED',
    ],
    [
      'a photo over 2,000,000 bytes',
      () => [photo('grande.png', PHOTO_MAX_BYTES + 1)],
      413,
      'El archivo es demasiado grande. Tamaño máximo: 2MB',
      'FILE_TOO_LARGE',
    ],
    [
      'an empty file',
      () => [{ filename: 'vacio.png', content: Buffer.alloc(0) }],
      400,
      'El archivo está vacío.',
      'FILE_EMPTY',
    ],
    [
      'two files',
      () => [photo('a.png'), photo('b.png')],
      400,
      'Solo se puede subir un archivo a la vez.',
      'ONE_FILE_ONLY',
    ],
    ['no file', () => [], 400, 'Por favor, selecciona un archivo.', 'FILE_REQUIRED'],
  ];

  it.each(refusals)(
    'refuses %s with its message, leaving no new file or row and the old photo intact',
    async (_name, files, status, message, code) => {
      const existing = (await put(teacher, 'teacher', teacherId, [photo('actual.png', 3333)])).json<PhotoState>();
      const existingBytes = (await download(teacher, existing.profile_photo!)).rawPayload;
      const before = await snapshot();
      const response = await put(teacher, 'teacher', teacherId, files());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code, message });
      expect(await snapshot()).toEqual(before);
      const old = await download(teacher, existing.profile_photo!);
      expect(old.statusCode).toBe(200);
      expect(old.rawPayload.equals(existingBytes)).toBe(true);
    },
  );

  it('refuses a request that is not a multipart form as a missing file', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/photos/teacher/${teacherId}`,
      headers: teacher.auth,
      payload: { profile_photo: '/api/document-direct/1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'FILE_REQUIRED', message: 'Por favor, selecciona un archivo.' });
  });

  it('takes a photo of exactly 2,000,000 bytes', async () => {
    const response = await put(student, 'student', studentId, [photo('justo.png', PHOTO_MAX_BYTES)]);
    expect(response.statusCode).toBe(200);
    // Stored as its processed large size, not as uploaded.
    expect(response.json().document.file_size).toBeLessThan(PHOTO_MAX_BYTES);
  });

  it("never removes a document the photo URL names that is not this owner's profile photo", async () => {
    const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(teacherId) }, [
      { filename: 'cv.pdf', content: sampleFiles.pdf() },
    ]);
    const cv = (
      await context.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...body.headers, ...teacher.auth },
      })
    ).json().id as number;
    await context.db
      .update(teachers)
      .set({ profilePhoto: `/api/document-direct/${cv}?t=1` })
      .where(eq(teachers.id, teacherId));
    const replaced = await put(teacher, 'teacher', teacherId, [photo('nueva.png')]);
    expect(replaced.json().removed_document_id).toBeNull();
    await context.db
      .update(teachers)
      .set({ profilePhoto: `/api/document-direct/${cv}?t=1` })
      .where(eq(teachers.id, teacherId));
    const cleared = await remove(teacher, 'teacher', teacherId);
    expect(cleared.json()).toMatchObject({ profile_photo: null, removed_document_id: null });
    expect(await documentRow(cv)).toBeDefined();
  });

  it('queues two replacements of one photo: the second removes the first, and one photo document remains', async () => {
    const [a, b] = await Promise.all([
      put(staff, 'student', otherStudentId, [photo('uno.png')]),
      put(otherStudent, 'student', otherStudentId, [photo('dos.png')]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await context.db
      .select()
      .from(unifiedDocuments)
      .where(
        and(
          eq(unifiedDocuments.documentType, 'student'),
          eq(unifiedDocuments.entityId, otherStudentId),
          eq(unifiedDocuments.isProfilePhoto, true),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(await profilePhotoOf('student', otherStudentId)).toMatch(
      new RegExp(`^/api/document-direct/${rows[0]!.id}\\?`),
    );
  });
});

describe('the names of photos', () => {
  it('stores, answers and serves a new photo as foto-perfil.webp, whatever the uploaded name', async () => {
    const viaPhotos = (await put(student, 'student', studentId, [photo('foto-20210002.PNG')])).json<PhotoState>();
    expect(viaPhotos.document!.original_name).toBe('foto-perfil.webp');
    const got = await download(student, viaPhotos.profile_photo!);
    expect(got.headers['content-disposition']).toContain('foto-perfil.webp');
    expect(got.headers['content-disposition']).not.toContain('20210002');
    const replaced = (await put(teacher, 'teacher', teacherId, [photo('Ana López.jpg', 2000)])).json<PhotoState>();
    expect(replaced.document!.original_name).toBe('foto-perfil.webp');
    const audited = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, teacherId)));
    expect(JSON.stringify(audited)).not.toContain('López');
  });

  it('renames existing photo rows by the migration, leaving other documents, stored names and contents as they were', async () => {
    const existing = (await put(staff, 'student', otherStudentId, [photo('x.png', 1234)])).json<PhotoState>();
    const existingBytes = (await download(staff, existing.profile_photo!)).rawPayload;
    const cv = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(teacherId) }, [
      { filename: 'foto-T001.pdf', content: sampleFiles.pdf() },
    ]);
    const cvId = (
      await context.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: cv.payload,
        headers: { ...cv.headers, ...teacher.auth },
      })
    ).json().id as number;
    // As the rows of before the change were named.
    await context.db
      .update(unifiedDocuments)
      .set({ originalName: 'foto-20210002.png' })
      .where(eq(unifiedDocuments.id, existing.document!.id));
    const before = (await documentRow(existing.document!.id))!;
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0017_photo_neutral_names.sql'),
      'utf8',
    );
    await context.db.execute(sql.raw(migration));
    const after = (await documentRow(existing.document!.id))!;
    expect(after).toEqual({ ...before, originalName: 'foto-perfil.webp' });
    expect((await documentRow(cvId))!.originalName).toBe('foto-T001.pdf');
    const got = await download(staff, existing.profile_photo!);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(existingBytes)).toBe(true);
    const photos = await context.db
      .select({ name: unifiedDocuments.originalName })
      .from(unifiedDocuments)
      .where(eq(unifiedDocuments.isProfilePhoto, true));
    expect(photos.every((row) => /^foto-perfil\.(png|jpg|jpeg|webp)$/.test(row.name))).toBe(true);
  });
});
