import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { UploadResponseSchema } from '@contracts/documents';
import type { z } from 'zod';
import { api, type UploadOptions } from './api-client';

export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/**
 * The multipart fields of POST /api/documents; they are sent before the file (the server reads them first).
 * Profile photos go through PUT /api/photos/{ownerKind}/{entityId} (components/profile-photo).
 */
export interface UploadFields {
  /** The owner kind. */
  document_type: Exclude<DocumentOwnerKind, 'generated'>;
  entity_id: number;
  /** One of the tags GET /api/document-tags/{kind} offers. */
  document_tag?: string;
  /** The day it stops being valid (YYYY-MM-DD), if it has one. */
  expires_at?: string;
}

function buildBody(fields: UploadFields, file: File): FormData {
  const body = new FormData();
  body.append('document_type', fields.document_type);
  if (fields.document_tag) body.append('document_tag', fields.document_tag);
  body.append('entity_id', String(fields.entity_id));
  if (fields.expires_at) body.append('expires_at', fields.expires_at);
  body.append('file', file, file.name);
  return body;
}

/**
 * POST /api/documents with the browser's upload progress, through the api client (token, errors, sign-out on
 * 401); a refusal rejects with ApiError('{status}: {text}') (use getErrorMessage for the server's message).
 */
export function uploadDocument(fields: UploadFields, file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  return api.upload<UploadResponse>('/api/documents', buildBody(fields, file), options);
}
