import { createHash } from 'node:crypto';
import type { PhotoSize } from '@contracts/photos';
import type { unifiedDocuments } from '../../db/schema/index';

/** A profile photo is a row of the documents' table (decision 020). */
type DocumentRow = typeof unifiedDocuments.$inferSelect;

/** Photos processed at upload are WebP (decision 021); an uploaded photo is JPG or PNG, so WebP marks one processed. */
export const PROCESSED_PHOTO_TYPE = 'image/webp';

/** What one size of a photo is served as, from its row alone: the size whose file it is, its entity tag, caching. */
export interface PhotoView {
  /** The asked size, or large (the document's own file) for a photo not processed yet. */
  served: PhotoSize;
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
 * The asked size of a photo document, read from its row: large is the document's own file, a processed photo's
 * smaller sizes are in photo_variants (written in the transaction that made it processed). A photo not processed yet
 * has only its original, served for every size.
 */
export function photoViewOf(document: DocumentRow, size: PhotoSize): PhotoView {
  const processed = document.fileType === PROCESSED_PHOTO_TYPE;
  const served = processed ? size : 'large';
  return { served, etag: photoEtag(document, served), processed };
}

/** A processed photo under its versioned URL (?t=) never changes: cached a year; otherwise revalidated each time. */
export function photoCacheControl(view: Pick<PhotoView, 'processed'>, versioned: boolean): string {
  return versioned && view.processed ? 'private, max-age=31536000, immutable' : 'private, no-cache';
}
