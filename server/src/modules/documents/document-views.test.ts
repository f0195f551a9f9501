import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentStatistics } from '@contracts/documents';
import { unifiedDocuments } from '../../db/schema/index';
import { foldDocumentDownloads } from './document-statistics.service';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { multipart, sampleFiles } from '../../../test/multipart';

// Decision 020: a photo shown is a view, not a download; versioned photo URLs are cached.

const [context, staff, teacher, otherTeacher] = await signedInApp('staff', 'teacher', 'teacher');
const teacherId = await teacherIdOf(context, teacher);

const get = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers: { ...user.auth, ...headers } });
const statistics = async () =>
  (await get(staff, '/api/documents/statistics')).json<{ stats: DocumentStatistics }>().stats;
const documentRow = async (id: number) =>
  (await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, id)))[0]!;

async function putPhoto(user: TestUser, entityId: number, size = 683) {
  const body = multipart({}, [{ filename: 'retrato.png', content: sampleFiles.png(size) }]);
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/photos/teacher/${entityId}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ profile_photo: string; document: { id: number; file_size: number } }>();
}

async function uploadCv(user: TestUser, entityId: number) {
  const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(entityId) }, [
    { filename: 'cv.pdf', content: sampleFiles.pdf(2000) },
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('a view is not a download', () => {
  it('leaves every counter unchanged after 50 views of a photo, by any URL form', async () => {
    const photo = await putPhoto(teacher, teacherId);
    const id = photo.document.id;
    const before = { stats: await statistics(), row: await documentRow(id) };
    const urls = [photo.profile_photo, `/api/document-direct/${id}`, `/api/documents/${id}/download`];
    for (let view = 0; view < 50; view++) {
      const response = await get(view % 2 ? otherTeacher : staff, urls[view % urls.length]!);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(photo.document.file_size);
    }
    expect(await statistics()).toEqual(before.stats);
    expect(await foldDocumentDownloads({ db: context.db })).toBe(0);
    const after = await documentRow(id);
    expect(after.downloadCount).toBe(before.row.downloadCount);
    expect(after.downloadCount).toBe(0);
    expect(after.lastDownloaded).toBeNull();
  });

  it('counts one download of a CV once', async () => {
    const id = await uploadCv(teacher, teacherId);
    const before = await statistics();
    const response = await get(teacher, `/api/documents/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(await statistics()).toEqual({ ...before, docsDownloadedThisYear: before.docsDownloadedThisYear + 1 });
    await foldDocumentDownloads({ db: context.db });
    expect(await statistics()).toEqual({ ...before, docsDownloadedThisYear: before.docsDownloadedThisYear + 1 });
    const row = await documentRow(id);
    expect(row.downloadCount).toBe(1);
    expect(row.lastDownloaded).toBeInstanceOf(Date);
  });
});

describe('versioned photo URLs are cached', () => {
  it('answers a versioned photo for a year, an unversioned one revalidated, both with a strong ETag', async () => {
    const photo = await putPhoto(teacher, teacherId, 900);
    const id = photo.document.id;
    expect(photo.profile_photo).toMatch(/\?t=\d+$/);
    const versioned = await get(otherTeacher, photo.profile_photo);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(versioned.headers.vary).toMatch(/authorization/i);
    const etag = versioned.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const bare = await get(otherTeacher, `/api/document-direct/${id}`);
    expect(bare.headers['cache-control']).toBe('private, no-cache');
    expect(bare.headers.etag).toBe(etag);
    expect((await get(staff, `/api/documents/${id}/download`)).headers.etag).toBe(etag);

    // Another photo of the same person is another tag.
    const next = await putPhoto(teacher, teacherId, 901);
    expect((await get(otherTeacher, next.profile_photo)).headers.etag).not.toBe(etag);
  });

  it('answers 304 with no body when If-None-Match names the tag, whatever became of the file', async () => {
    const photo = await putPhoto(teacher, teacherId, 700);
    const first = await get(otherTeacher, photo.profile_photo);
    const etag = first.headers.etag as string;
    // The file is gone from the disk: a 304 never reads it.
    const row = await documentRow(photo.document.id);
    const storage = context.app.storage;
    await storage.remove(row.filename);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(otherTeacher, photo.profile_photo, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    // A stored name's content never changes, so the bytes already read are served from memory (decision 021).
    const stale = await get(otherTeacher, photo.profile_photo, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    const counted = await documentRow(photo.document.id);
    expect(counted.downloadCount).toBe(0);
  });

  it('answers 304 only to a reader the photo is shown to', async () => {
    const photo = await putPhoto(teacher, teacherId, 710);
    const etag = (await get(otherTeacher, photo.profile_photo)).headers.etag as string;
    const anonymous = await context.app.inject({
      method: 'GET',
      url: photo.profile_photo,
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps private, no-store and no ETag for other documents, even with ?t=', async () => {
    const id = await uploadCv(teacher, teacherId);
    const response = await get(teacher, `/api/document-direct/${id}?t=1700000000000`, { 'if-none-match': '*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
