import type { DocumentViewer } from '../documents/document-viewer';
import { cachedPhotoBytes, keepPhotoBytes } from './photo-bytes-cache';
import { photoVariantFilename } from './photo-variant-rows';
import { matchesEtag, photoCacheControl, photoViewOf, PROCESSED_PHOTO_TYPE, type PhotoView } from './photo-view';

/**
 * A profile photo at its document's download URL (decisions 020, 021): a view, never counted, in the asked size,
 * with a strong entity tag from its row (304 without reading anything) and its bytes from memory once read. The
 * documents' routes are given it by app.ts.
 */
export const photoViewer: DocumentViewer = {
  views: (document) => document.isProfilePhoto,

  async open({ db, storage, document, size, versioned, ifNoneMatch }) {
    const asked = photoViewOf(document, size);
    const answer = (view: PhotoView, bytes?: Buffer) => ({
      etag: view.etag,
      cacheControl: photoCacheControl(view, versioned),
      content: bytes && { bytes, fileType: view.served === 'large' ? document.fileType : PROCESSED_PHOTO_TYPE },
    });
    if (matchesEtag(ifNoneMatch, asked.etag)) return answer(asked);
    const kept = cachedPhotoBytes(asked.etag);
    if (kept) return answer(asked, kept);
    let view = asked;
    let filename = document.filename;
    if (asked.served !== 'large') {
      const variant = await photoVariantFilename(db, document.id, asked.served);
      // A processed photo without this size's row: its own file, as one not processed (its URL will change).
      if (variant) filename = variant;
      else view = { ...photoViewOf(document, 'large'), processed: false };
    }
    const bytes = await storage.read(filename);
    keepPhotoBytes(view.etag, bytes);
    return answer(view, bytes);
  },
};
