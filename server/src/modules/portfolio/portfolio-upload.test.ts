import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@contracts/error-codes';
import { PORTFOLIO_IMAGE_MAX_BYTES, PORTFOLIO_MAX_WORKS, PORTFOLIO_MESSAGES } from '@contracts/portfolio';
import { portfolioWorkImages, portfolioWorks } from '../../db/schema/index';
import { signInAs } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { sampleFiles } from '../../../test/multipart';
import { storedFiles } from '../../../test/stored-files';
import { addWorkAs, generatedImage, imagePart, insertBareWorks, postWork } from './portfolio-test-helpers';
import { asDeclared } from '@contracts/i18n/texts';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
const call = callerOf(context);
let teacherId: number;

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
});

const codeOf = (response: { json: () => unknown }) => (response.json() as { code: ErrorCode }).code;

/** Every stored file and every portfolio row: what a refused or failed upload must leave as it was. */
const snapshot = async () => ({
  files: storedFiles(context),
  works: (await context.db.select({ id: portfolioWorks.id }).from(portfolioWorks)).map((row) => row.id).sort(),
  images: (await context.db.select().from(portfolioWorkImages)).length,
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

describe('an image with EXIF orientation and GPS', () => {
  it('is stored upright in each size, encrypted, with no metadata; the large size gives the work its pixels', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await postWork(context, teacher, teacherId, { title: 'Foto de móvil' }, [
      { field: 'image', filename: 'IMG_0001.JPG', content: original },
    ]);
    expect(response.statusCode).toBe(201);
    const work = response.json();
    expect([work.image.width, work.image.height]).toEqual([200, 300]);
    const expected = { small: [85, 128], medium: [200, 300], large: [200, 300] } as const;
    for (const [size, [width, height]] of Object.entries(expected)) {
      const served = await call(student, 'GET', work.image[`${size}_url`]);
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect([size, metadata.format, metadata.width, metadata.height]).toEqual([size, 'webp', width, height]);
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    }
    const rows = await context.db.select().from(portfolioWorkImages).where(eq(portfolioWorkImages.workId, work.id));
    expect(rows.map((row) => row.size).sort()).toEqual(['large', 'medium', 'small']);
    for (const row of rows) {
      const bytes = fs.readFileSync(path.join(context.filesDir, row.filename));
      expect(bytes.includes(Buffer.from('WEBP'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      const decrypted = await context.app.storage.read(row.filename);
      expect((await sharp(decrypted).metadata()).exif).toBeUndefined();
    }
    await call(teacher, 'DELETE', `/api/portfolio/${work.id}`);
  });

  it('accepts PNG and WebP too', async () => {
    for (const [filename, format] of [
      ['a.png', 'png'],
      ['b.webp', 'webp'],
    ] as const) {
      const response = await postWork(context, teacher, teacherId, { title: filename }, [
        { field: 'image', filename, content: await generatedImage(50, 50, format) },
      ]);
      expect(response.statusCode).toBe(201);
      await call(teacher, 'DELETE', `/api/portfolio/${response.json().id}`);
    }
  });
});

describe('a refused or failed upload leaves no file and no row', () => {
  const refusals: [
    string,
    () => Promise<Parameters<typeof postWork>[3]>,
    () => Promise<Parameters<typeof postWork>[4]>,
    number,
    ErrorCode,
  ][] = [
    ['no image', async () => ({ title: 'X' }), async () => [], 400, 'FILE_REQUIRED'],
    [
      'a GIF',
      async () => ({ title: 'X' }),
      async () => [{ field: 'image', filename: 'a.gif', content: Buffer.from('GIF89a') }],
      400,
      'FILE_TYPE_REFUSED',
    ],
    [
      'an executable named .png',
      async () => ({ title: 'X' }),
      async () => [{ field: 'image', filename: 'a.png', content: sampleFiles.exe() }],
      400,
      'FILE_CONTENT_MISMATCH',
    ],
    [
      'more than 10 MB',
      async () => ({ title: 'X' }),
      async () => [{ field: 'image', filename: 'big.png', content: sampleFiles.png(PORTFOLIO_IMAGE_MAX_BYTES + 1) }],
      413,
      'FILE_TOO_LARGE',
    ],
    [
      'a link to javascript:',
      async () => ({ title: 'X', link_url: 'javascript:alert(1)' }),
      async () => [await imagePart()],
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an image that cannot be decoded',
      async () => ({ title: 'X' }),
      async () => [
        {
          field: 'image',
          filename: 'broken.png',
          content: Buffer.concat([(await generatedImage()).subarray(0, 40), Buffer.alloc(4000, 7)]),
        },
      ],
      400,
      'PHOTO_UNREADABLE',
    ],
  ];
  for (const [name, fields, files, status, code] of refusals)
    it(`refuses ${name}`, async () => {
      const before = await snapshot();
      const response = await postWork(context, teacher, teacherId, await fields(), await files());
      expect([response.statusCode, codeOf(response)]).toEqual([status, code]);
      expect(await snapshot()).toEqual(before);
    });

  it('says why a file is too large or of another type in the portfolio words', async () => {
    const big = await postWork(context, teacher, teacherId, { title: 'X' }, [
      { field: 'image', filename: 'big.jpg', content: sampleFiles.jpg(PORTFOLIO_IMAGE_MAX_BYTES + 10) },
    ]);
    expect(big.json().message).toBe(PORTFOLIO_MESSAGES.imageTooLarge.message);
    const gif = await postWork(context, teacher, teacherId, { title: 'X' }, [
      { field: 'image', filename: 'a.gif', content: Buffer.from('GIF89a') },
    ]);
    expect(gif.json().message).toBe(PORTFOLIO_MESSAGES.imageType.message);
  });

  it('a replaced image that fails leaves the old one', async () => {
    const work = await addWorkAs(context, teacher, teacherId, { title: 'Se queda' });
    const before = await snapshot();
    const { multipart } = await import('../../../test/multipart');
    const body = multipart({}, [{ field: 'image', filename: 'x.gif', content: Buffer.from('GIF89a') }]);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/portfolio/${work.id}/image`,
      payload: body.payload,
      headers: { ...body.headers, ...teacher.auth },
    });
    expect(response.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await call(student, 'GET', work.image.large_url)).statusCode).toBe(200);
    await call(teacher, 'DELETE', `/api/portfolio/${work.id}`);
  });
});

describe('the limit of works', () => {
  it(`refuses the ${PORTFOLIO_MAX_WORKS + 1}st work before reading the upload`, async () => {
    const full = await signInAs(context, 'teacher');
    const fullId = await teacherIdOf(context, full);
    await insertBareWorks(context, fullId, PORTFOLIO_MAX_WORKS);
    const before = await snapshot();
    const response = await postWork(context, full, fullId, { title: 'Una más' }, [await imagePart()]);
    expect([response.statusCode, codeOf(response), response.json().message]).toEqual([
      409,
      'PORTFOLIO_FULL',
      asDeclared(PORTFOLIO_MESSAGES.tooMany, { max: PORTFOLIO_MAX_WORKS }),
    ]);
    expect(await snapshot()).toEqual(before);
    const list = await call(full, 'GET', `/api/teachers/${fullId}/portfolio`);
    expect(list.json().can_add).toBe(false);
  });

  it('lets only one of two uploads at once take the last place, and the other leaves no file', async () => {
    const racer = await signInAs(context, 'teacher');
    const racerId = await teacherIdOf(context, racer);
    await insertBareWorks(context, racerId, PORTFOLIO_MAX_WORKS - 1);
    const filesBefore = storedFiles(context);
    const responses = await Promise.all([
      postWork(context, racer, racerId, { title: 'Primera' }, [await imagePart()]),
      postWork(context, racer, racerId, { title: 'Segunda' }, [await imagePart()]),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await context.db.select().from(portfolioWorks).where(eq(portfolioWorks.teacherId, racerId));
    expect(rows).toHaveLength(PORTFOLIO_MAX_WORKS);
    // Only the winner's three sizes were added.
    expect(storedFiles(context).length).toBe(filesBefore.length + 3);
  });
});

describe("a teacher's deletion", () => {
  it("removes their works' rows and files", async () => {
    const leaving = await signInAs(context, 'teacher');
    const leavingId = await teacherIdOf(context, leaving);
    const works = [await addWorkAs(context, leaving, leavingId), await addWorkAs(context, leaving, leavingId)];
    const images = await context.db
      .select()
      .from(portfolioWorkImages)
      .where(
        inArray(
          portfolioWorkImages.workId,
          works.map((work) => work.id),
        ),
      );
    expect(images).toHaveLength(6);
    const names = images.map((row) => path.join(context.filesDir, row.filename));
    expect(names.every((name) => fs.existsSync(name))).toBe(true);
    expect((await call(staff, 'DELETE', `/api/staff/teachers/${leavingId}`)).statusCode).toBe(204);
    expect(await context.db.select().from(portfolioWorks).where(eq(portfolioWorks.teacherId, leavingId))).toEqual([]);
    expect(names.filter((name) => fs.existsSync(name))).toEqual([]);
  });

  it("a deleted work's files go too", async () => {
    const work = await addWorkAs(context, teacher, teacherId);
    const images = await context.db.select().from(portfolioWorkImages).where(eq(portfolioWorkImages.workId, work.id));
    const names = images.map((row) => path.join(context.filesDir, row.filename));
    expect(names.every((name) => fs.existsSync(name))).toBe(true);
    expect((await call(teacher, 'DELETE', `/api/portfolio/${work.id}`)).statusCode).toBe(204);
    expect(names.filter((name) => fs.existsSync(name))).toEqual([]);
  });
});
