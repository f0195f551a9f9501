import { createHash } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import sharp from 'sharp';
import { PHOTO_SIZES, type PhotoSize } from '@contracts/photos';
import {
  PORTFOLIO_IMAGE_EXTENSIONS,
  PORTFOLIO_IMAGE_MAX_BYTES,
  PORTFOLIO_MESSAGES,
  PortfolioWorkFieldsSchema,
  type PortfolioWorkFields,
} from '@contracts/portfolio';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { portfolioWorkImages, portfolioWorks } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { TextInputError } from '../../plugins/text-input';
import type { FileStorage } from '../../storage/file-storage';
import { createMemoryUploads } from '../../storage/memory-uploads';
import { receiveUpload, type UploadRules } from '../../shared/uploads/multipart-upload';
import { writePhotoSizes, type PhotoSizeFiles } from '../photos/photo-files';
import { renderPhotoSizes } from '../photos/photo-sizes';

/*
 * A work's image goes through the profile photos' pipeline (decision 021): received in memory (the original, EXIF
 * and GPS included, never reaches the disk), decoded once and rendered upright, without metadata, as WebP in the
 * photo sizes (photos/photo-sizes.ts), written encrypted under temporary names (photos/photo-files.ts) and published
 * as the last step of the transaction that writes its rows.
 */

/** JPG, PNG or WebP (checked by their first bytes), at most PORTFOLIO_IMAGE_MAX_BYTES. */
export const PORTFOLIO_UPLOAD_RULES: UploadRules = {
  extensions: PORTFOLIO_IMAGE_EXTENSIONS,
  maxBytes: PORTFOLIO_IMAGE_MAX_BYTES,
  typeRefused: { code: 'FILE_TYPE_REFUSED', message: PORTFOLIO_MESSAGES.imageType },
  contentMismatch: { code: 'FILE_CONTENT_MISMATCH', message: PORTFOLIO_MESSAGES.imageType },
  tooLarge: { text: PORTFOLIO_MESSAGES.imageTooLarge },
};

/** The multipart limits of a work's upload: the image's size, and room for a 2,000-character description. */
export const PORTFOLIO_MULTIPART_LIMITS = { fileSize: PORTFOLIO_IMAGE_MAX_BYTES, fieldSize: 8_000 };

export interface ProcessedImage {
  files: PhotoSizeFiles;
  width: number;
  height: number;
}

/** The request's fields and its one image, still unprocessed (in memory). */
export interface ReceivedWork {
  fields: Record<string, string>;
  image: Buffer;
}

export async function receiveWorkUpload(parts: AsyncIterableIterator<Multipart> | undefined): Promise<ReceivedWork> {
  if (!parts) throw new AppError('FILE_REQUIRED', PORTFOLIO_MESSAGES.imageRequired);
  const memory = createMemoryUploads();
  const { fields, file } = await receiveUpload(parts, memory, PORTFOLIO_UPLOAD_RULES);
  if (!file) throw new AppError('FILE_REQUIRED', PORTFOLIO_MESSAGES.imageRequired);
  return { fields, image: memory.take(file.storedName) };
}

/** The fields of a new work (the multipart form's), refused as every route's validation is. */
export function parseWorkFields(fields: Record<string, string>): PortfolioWorkFields {
  const parsed = PortfolioWorkFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new TextInputError(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  );
}

/** Renders the sizes and writes them to temporary encrypted files; the large size's pixels are the work's. */
export async function processWorkImage(storage: FileStorage, image: Buffer): Promise<ProcessedImage> {
  let renditions;
  try {
    renditions = await renderPhotoSizes(image);
  } catch (error) {
    // Too many pixels, or the renders all taken (503): said as it is; anything else is an image that cannot be read.
    if (error instanceof AppError && error.code !== 'PHOTO_UNREADABLE') throw error;
    throw new AppError('PHOTO_UNREADABLE', PORTFOLIO_MESSAGES.imageUnreadable);
  }
  const { width, height } = await sharp(renditions.large).metadata();
  const files = await writePhotoSizes(storage, renditions);
  return { files, width: width ?? 0, height: height ?? 0 };
}

/** The rows of the sizes of a work's image (`files` as writePhotoSizes wrote them). */
export async function insertWorkImageRows(tx: Tx, workId: number, files: PhotoSizeFiles): Promise<void> {
  await tx.insert(portfolioWorkImages).values([
    { workId, size: 'large', filename: files.large.storedName, fileSize: files.large.size },
    ...files.variants.map((variant) => ({
      workId,
      size: variant.size,
      filename: variant.storedName,
      fileSize: variant.bytes,
    })),
  ]);
}

/** Deletes the image rows of these works and answers their stored names (removed once the transaction committed). */
export async function deleteWorkImageRows(tx: Tx, workIds: number[]): Promise<string[]> {
  if (workIds.length === 0) return [];
  const removed = await tx
    .delete(portfolioWorkImages)
    .where(inArray(portfolioWorkImages.workId, workIds))
    .returning({ filename: portfolioWorkImages.filename });
  return removed.map((row) => row.filename);
}

/**
 * The stored names of every work of a teacher: the teacher's deletion removes the rows by cascade and these files
 * after its commit (teachers/teacher.service.ts deleteTeacher).
 */
export async function portfolioFilesOfTeacher(db: DbOrTx, teacherId: number): Promise<string[]> {
  const rows = await db
    .select({ filename: portfolioWorkImages.filename })
    .from(portfolioWorkImages)
    .innerJoin(portfolioWorks, eq(portfolioWorks.id, portfolioWorkImages.workId))
    .where(eq(portfolioWorks.teacherId, teacherId));
  return rows.map((row) => row.filename);
}

/** The stored file of one size of a work's image, or undefined. */
export async function workImageFile(db: DbOrTx, workId: number, size: PhotoSize) {
  const [row] = await db
    .select({ filename: portfolioWorkImages.filename, fileSize: portfolioWorkImages.fileSize })
    .from(portfolioWorkImages)
    .where(and(eq(portfolioWorkImages.workId, workId), eq(portfolioWorkImages.size, size)));
  return row;
}

/** The strong validator of one size: its stored name never changes in place (a new image is new files). */
export function workImageEtag(workId: number, size: PhotoSize, filename: string): string {
  const digest = createHash('sha256').update(`${workId}:${size}:${filename}`).digest('base64url');
  return `"w${workId}-${size}-${digest.slice(0, 22)}"`;
}

export const WORK_IMAGE_SIZES = PHOTO_SIZES;
