import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoState } from '@contracts/photos';
import { photoVariants, teachers, unifiedDocuments } from '../../db/schema/index';
import { removeOrphanFiles } from '../../bootstrap/orphan-files';
import type { DatabaseHandle } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { createTestDatabase } from '../../../test/database';
import { multipart, sampleFiles } from '../../../test/multipart';
import { processExistingPhotos } from './photo-processing';

let context: TestContext;
let pool: DatabaseHandle['pool'];
let staff: TestUser;
let teacher: TestUser;
let student: TestUser;
let teacherId: number;

beforeAll(async () => {
  const handle = await createTestDatabase();
  pool = handle.pool;
  context = await buildTestApp({ db: handle.db });
  [staff, teacher, student] = await Promise.all([
    signInAs(context, 'staff'),
    signInAs(context, 'teacher'),
    signInAs(context, 'student'),
  ]);
  teacherId = await teacherIdOf(context, teacher);
});

/** A phone's photo: 300×200 pixels stored sideways (EXIF orientation 6, shown 200×300), with its GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#b45309' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .toBuffer();

async function putPhoto(user: TestUser, entityId: number, filename: string, content: Buffer) {
  const body = multipart({}, [{ filename, content }]);
  return context.app.inject({
    method: 'PUT',
    url: `/api/photos/teacher/${entityId}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
}

const get = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers: { ...user.auth, ...headers } });

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

const snapshot = async () => ({
  files: listFiles(context.filesDir).sort(),
  rows: (await context.db.select({ id: unifiedDocuments.id }).from(unifiedDocuments))
    .map((row) => row.id)
    .sort((a, b) => a - b),
  variants: (await context.db.select().from(photoVariants)).length,
  photo: (
    await context.db.select({ profilePhoto: teachers.profilePhoto }).from(teachers).where(eq(teachers.id, teacherId))
  )[0]!.profilePhoto,
});

describe('a photo processed at upload', () => {
  let state: PhotoState;
  beforeAll(async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await putPhoto(teacher, teacherId, 'IMG_0001.jpg', original);
    expect(response.statusCode).toBe(200);
    state = response.json<PhotoState>();
  });

  it('is served in each size upright, as WebP, with no EXIF, GPS, XMP or IPTC', async () => {
    const expected = { small: [85, 128], medium: [200, 300], large: [200, 300] } as const;
    for (const [size, [width, height]] of Object.entries(expected)) {
      const response = await get(student, `${state.profile_photo}&size=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(response.rawPayload).metadata();
      expect({ size, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        size,
        format: 'webp',
        width,
        height,
      });
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(response.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    }
    // The specification's URL form, without a size, is the large one.
    const plain = await get(student, state.profile_photo!);
    expect(plain.rawPayload.equals((await get(student, `${state.profile_photo}&size=large`)).rawPayload)).toBe(true);
  });

  it('stores every size encrypted: no stored file is an image or holds the GPS position', async () => {
    const stored = await context.db
      .select()
      .from(photoVariants)
      .where(eq(photoVariants.documentId, state.document!.id));
    expect(stored.map((row) => row.size).sort()).toEqual(['medium', 'small']);
    const [own] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, state.document!.id));
    const names = [own!.filename, ...stored.map((row) => row.filename)];
    for (const name of names) {
      const bytes = fs.readFileSync(path.join(context.filesDir, name));
      expect(bytes.includes(Buffer.from('WEBP'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('gives each size its own ETag, answers 304 to it, and caches a versioned URL for a year', async () => {
    const tags = new Set<string>();
    for (const size of ['small', 'medium', 'large']) {
      const url = `${state.profile_photo}&size=${size}`;
      const first = await get(student, url);
      expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      tags.add(String(first.headers.etag));
      const again = await get(student, url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect(tags.size).toBe(3);
  });

  it('refuses a size that is not one', async () => {
    const response = await get(student, `${state.profile_photo}&size=huge`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps its sizes through the start-up sweep of unnamed files', async () => {
    const before = listFiles(context.filesDir).sort();
    await removeOrphanFiles({ pool, root: context.filesDir, before: Date.now() + 60_000 });
    expect(listFiles(context.filesDir).sort()).toEqual(before);
  });
});

describe('a photo that cannot be decoded', () => {
  it.each([
    [
      'a PNG whose image data is garbage',
      () =>
        Buffer.concat([
          sampleFiles.png(64).subarray(0, 33),
          Buffer.from('0000000049444154', 'hex'),
          Buffer.alloc(2000, 7),
        ]),
      'roto.png',
    ],
    [
      'a JPEG cut after its header',
      () => Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb', 'hex'),
      'cortada.jpg',
    ],
  ])(
    'is refused in the specification words (%s), leaving no file, no row and the old photo',
    async (_name, content, filename) => {
      await putPhoto(teacher, teacherId, 'actual.png', sampleFiles.png(500));
      const before = await snapshot();
      const response = await putPhoto(teacher, teacherId, filename, content());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'PHOTO_UNREADABLE', message: 'El archivo no cumple con los requisitos' });
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('removing a photo removes its sizes', () => {
  it('on DELETE /api/documents/{id} and when its owner is deleted', async () => {
    const photo = (await putPhoto(staff, teacherId, 'a.png', sampleFiles.png(500))).json<PhotoState>();
    const sizesOf = async (id: number) =>
      (await context.db.select().from(photoVariants).where(eq(photoVariants.documentId, id))).map((row) =>
        path.join(context.filesDir, row.filename),
      );
    const files = await sizesOf(photo.document!.id);
    expect(files).toHaveLength(2);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/documents/${photo.document!.id}`, headers: staff.auth }))
        .statusCode,
    ).toBe(204);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);

    const doomed = await signInAs(context, 'teacher');
    const doomedId = await teacherIdOf(context, doomed);
    const theirs = (await putPhoto(doomed, doomedId, 'b.png', sampleFiles.png(500))).json<PhotoState>();
    const [own] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, theirs.document!.id));
    const theirFiles = [path.join(context.filesDir, own!.filename), ...(await sizesOf(theirs.document!.id))];
    expect(theirFiles.every((file) => fs.existsSync(file))).toBe(true);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/staff/teachers/${doomedId}`, headers: staff.auth }))
        .statusCode,
    ).toBeLessThan(300);
    expect(theirFiles.some((file) => fs.existsSync(file))).toBe(false);
  });
});

/** A photo stored as photos were before processing: the uploaded JPEG itself, EXIF and all. */
async function storeUnprocessedPhoto(entityId: number): Promise<{ id: number; url: string; filename: string }> {
  const storage = context.app.storage;
  const content = await phonePhoto();
  const filename = storage.newName('jpg');
  await storage.writeTemporary(filename, Readable.from([content]));
  await storage.publish(filename);
  const [row] = await context.db
    .insert(unifiedDocuments)
    .values({
      originalName: 'foto-perfil.jpg',
      filename,
      fileType: 'image/jpeg',
      fileSize: content.length,
      path: filename,
      documentType: 'teacher',
      documentTag: 'otro',
      entityId,
      isProfilePhoto: true,
      visibility: 'public',
      uploadedBy: staff.id,
    })
    .returning();
  const url = `/api/document-direct/${row!.id}?t=1`;
  await context.db.update(teachers).set({ profilePhoto: url }).where(eq(teachers.id, entityId));
  return { id: row!.id, url, filename };
}

describe('photos stored before processing', () => {
  it('are served as they are, revalidated, until the start-up job gives them their sizes and a new URL', async () => {
    const legacy = await storeUnprocessedPhoto(teacherId);
    const before = await get(student, `${legacy.url}&size=small`);
    expect(before.headers['content-type']).toBe('image/jpeg');
    expect(before.headers['cache-control']).toBe('private, no-cache');

    const counts = await processExistingPhotos({ db: context.db, storage: context.app.storage });
    expect(counts.processed).toBeGreaterThanOrEqual(1);
    const [row] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, legacy.id));
    expect([row!.fileType, row!.originalName]).toEqual(['image/webp', 'foto-perfil.webp']);
    expect(fs.existsSync(path.join(context.filesDir, legacy.filename))).toBe(false);
    const url = (await snapshot()).photo!;
    expect(url).not.toBe(legacy.url);
    expect(url).toMatch(new RegExp(`^/api/document-direct/${legacy.id}\\?t=\\d+$`));
    for (const size of ['small', 'medium', 'large']) {
      const served = await get(student, `${url}&size=${size}`);
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
    // Done once: a second run finds nothing to do.
    expect(await processExistingPhotos({ db: context.db, storage: context.app.storage })).toEqual({
      processed: 0,
      skipped: 0,
      unreadable: 0,
    });
  });

  it('are left untouched by a run interrupted mid-way, and the next run finishes them', async () => {
    const legacy = await storeUnprocessedPhoto(teacherId);
    const before = await snapshot();
    const failing: FileStorage = {
      ...context.app.storage,
      publish: async () => Promise.reject(new Error('disk gone')),
    };
    await expect(processExistingPhotos({ db: context.db, storage: failing })).rejects.toThrow('disk gone');
    expect(await snapshot()).toEqual(before);
    const [untouched] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, legacy.id));
    expect(untouched!.filename).toBe(legacy.filename);

    expect((await processExistingPhotos({ db: context.db, storage: context.app.storage })).processed).toBe(1);
    const [done] = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, legacy.id));
    expect(done!.fileType).toBe('image/webp');
  });
});
