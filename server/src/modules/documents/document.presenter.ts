import type { DocumentAbilities, DocumentList } from '@contracts/documents';
import type { unifiedDocuments } from '../../db/schema/index';

export type DocumentRow = typeof unifiedDocuments.$inferSelect;

export function presentDocument(row: DocumentRow) {
  return {
    id: row.id,
    original_name: row.originalName,
    document_type: row.documentType,
    document_tag: row.documentTag,
    entity_id: row.entityId,
    file_size: row.fileSize,
    file_type: row.fileType,
    is_profile_photo: row.isProfilePhoto,
    visibility: row.visibility,
    uploaded_by: row.uploadedBy,
    created_at: row.createdAt.toISOString(),
    download_count: row.downloadCount,
    last_downloaded: row.lastDownloaded?.toISOString() ?? null,
    expires_at: row.expiresAt,
  };
}

/** The documents of one owner as the service decided them: each row with what the caller may do with it. */
export interface OwnerDocumentList {
  documents: { row: DocumentRow; can: DocumentAbilities }[];
  canUpload: boolean;
}

/** An owner's list: each document with its `can`, and whether the caller may upload to that owner. */
export function presentDocumentList(list: OwnerDocumentList): DocumentList {
  return {
    documents: list.documents.map(({ row, can }) => ({ ...presentDocument(row), can })),
    can_upload: list.canUpload,
  };
}
