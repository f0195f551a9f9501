import type { PhotoSize } from '@contracts/photos';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { DocumentRow } from './document.presenter';

/** What a viewer answers: the entity tag and caching of what it serves, and its bytes unless the tag was named. */
export interface DocumentView {
  etag: string;
  cacheControl: string;
  /** Absent when `ifNoneMatch` named the tag: 304, nothing read. */
  content?: { bytes: Buffer; fileType: string };
}

/**
 * How a document that is viewed, not downloaded, is served at its download URL (decision 020: a profile photo is
 * never counted, carries an entity tag, comes in the asked size). The module that keeps such documents supplies it
 * (`modules/photos`, `photoViewer`) and app.ts hands it to the documents' routes, so documents import no module of
 * the kinds they serve.
 */
export interface DocumentViewer {
  /** Whether this document is viewed rather than downloaded. */
  views(document: DocumentRow): boolean;
  open(options: {
    db: Database;
    storage: FileStorage;
    document: DocumentRow;
    size: PhotoSize;
    /** Whether the URL carries the document's version (`?t=`), so that what it names never changes. */
    versioned: boolean;
    ifNoneMatch?: string;
  }): Promise<DocumentView>;
}
