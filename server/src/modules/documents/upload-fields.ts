import { z } from 'zod';
import { DOCUMENT_TAGS_BY_OWNER, type DocumentOwnerKind, type DocumentTag } from '@contracts/catalogues/documents';
import { DOCUMENT_MESSAGES, ExpiryDateSchema } from '@contracts/documents';
import { isId } from '@contracts/ids';
import { PHOTO_MESSAGES } from '@contracts/photos';
import { AppError } from '../../lib/app-error';

export interface UploadFields {
  ownerKind: DocumentOwnerKind;
  entityId: number;
  tag: DocumentTag;
  visibility: 'private' | 'public';
  /** YYYY-MM-DD, or null. */
  expiresAt: string | null;
}

const UPLOAD_OWNER_KINDS = ['teacher', 'course', 'student'] as const;

/**
 * Reads the text fields of an upload. `document_type` is the owner kind and `document_tag` the kind of
 * document. A profile photo is refused here: it changes only through PUT /api/photos/{kind}/{id}, whose rules
 * (the owner's own record, one photo replacing the last) an upload marked `is_profile_photo` used to sidestep,
 * with no limit, by a student whose uploads are off.
 */
export function parseUploadFields(fields: Record<string, string>): UploadFields {
  if (fields.is_profile_photo === 'true' || fields.is_profile_photo === '1')
    throw new AppError('PROFILE_PHOTO_NOT_A_DOCUMENT', PHOTO_MESSAGES.notADocument);
  if (!fields.document_type || !fields.entity_id)
    throw new AppError('DOCUMENT_OWNER_REQUIRED', DOCUMENT_MESSAGES.entityRequired);
  const kind = z.enum(UPLOAD_OWNER_KINDS).safeParse(fields.document_type.toLowerCase());
  if (!kind.success) throw new AppError('DOCUMENT_OWNER_INVALID', DOCUMENT_MESSAGES.entityInvalid);
  const entityId = Number(fields.entity_id);
  if (!isId(entityId))
    throw new AppError('DOCUMENT_OWNER_INVALID', DOCUMENT_MESSAGES.entityUnavailable, undefined, {
      id: fields.entity_id ?? '',
    });
  const rawTag = fields.document_tag?.toLowerCase() ?? '';
  if (!rawTag) throw new AppError('DOCUMENT_TAG_REQUIRED', DOCUMENT_MESSAGES.tagRequired);
  if (!(DOCUMENT_TAGS_BY_OWNER[kind.data] as readonly string[]).includes(rawTag))
    throw new AppError('DOCUMENT_TAG_NOT_OFFERED', DOCUMENT_MESSAGES.tagNotOffered);
  const expiry = ExpiryDateSchema.safeParse(fields.expires_at ?? null);
  if (!expiry.success) throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.expiryInvalid);
  return {
    expiresAt: expiry.data ?? null,
    ownerKind: kind.data,
    entityId,
    tag: rawTag as DocumentTag,
    visibility: fields.visibility === 'public' ? 'public' : 'private',
  };
}
