import { createHash } from 'node:crypto';
import type { PhotoSize } from '@contracts/photos';
import type { unifiedDocuments } from '../../db/schema/index';

/** A profile photo is a row of the documents' table (decision 020). */
type DocumentRow = typeof unifiedDocuments.$inferSelect;

/** Photos processed at upload are WebP (decision 021); an uploaded photo is JPG or PNG, so WebP marks one processed. */
const PROCESSED_PHOTO_TYPE = 'image/webp';

/** The file to serve for one size of a photo, its entity tag, and whether it is a processed size (cacheable). */
export interface PhotoFile {
  filename: string;
  fileType: string;
  etag: string;
  /** False for a photo stored before processing, until the start-up job gives it its sizes: its URL will change. */
  processed: boolean;
}

/**
 * The strong validator of one size of a photo, from its row alone (no file read): a photo document's files never
 * change in place (a new photo is a new document; the start-up job's processing changes the stored name), so its id,
 * stored name, size and creation time name its content.
 */
function photoEtag(document: Pick<DocumentRow, 'id' | 'filename' | 'fileSize' | 'createdAt'>, size: PhotoSize): string {
  const digest = createHash('sha256')
    .update(`${document.id}:${document.filename}:${document.fileSize}:${document.createdAt.toISOString()}:${size}`)
    .digest('base64url');
  return `"p${document.id}-${size}-${digest.slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this entity tag (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * The stored file of the asked size of a photo document: large is the document's own file, the smaller ones are in
 * photo_variants (`variantFilename`, the asked size's, read with the document: document-reading.ts). A photo not
 * processed yet has only its original, served for every size.
 */
export function photoFileOf(document: DocumentRow, size: PhotoSize, variantFilename: string | null): PhotoFile {
  const processed = document.fileType === PROCESSED_PHOTO_TYPE;
  const own = {
    filename: document.filename,
    fileType: document.fileType,
    etag: photoEtag(document, 'large'),
    processed,
  };
  if (size === 'large' || !processed) return own;
  if (!variantFilename) return { ...own, processed: false };
  return {
    filename: variantFilename,
    fileType: PROCESSED_PHOTO_TYPE,
    etag: photoEtag(document, size),
    processed: true,
  };
}
