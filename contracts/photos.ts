import { z } from 'zod';
import { PLACEHOLDER_PHOTO_DOCUMENT_ID } from './constants';
import { DocumentSchema } from './documents';
import { IdSchema } from './ids';
import { inReadersLanguage } from './i18n/texts';

export { PHOTO_SIZE_PIXELS, PHOTO_SIZES, photoUrlOfSize, type PhotoSize } from './photo-sizes';

/**
 * Profile photos (§4.3) as one server operation: PUT /api/photos/{ownerKind}/{entityId} (multipart, one image)
 * stores the new photo document, points the owner's `profile_photo` at it and removes the previous photo
 * document; DELETE on the same path clears the photo. Both answer the owner's photo as it now is.
 */

/** Whose photo: a teacher record or a student record. */
export const PHOTO_OWNER_KINDS = ['teacher', 'student'] as const;
export type PhotoOwnerKind = (typeof PHOTO_OWNER_KINDS)[number];

export const PhotoParamsSchema = z.object({
  ownerKind: z.enum(
    PHOTO_OWNER_KINDS,
    inReadersLanguage(/*i18n*/ { id: 'documents.entityInvalid', message: 'Tipo de entidad no válido' }),
  ),
  entityId: IdSchema,
});
export type PhotoParams = z.infer<typeof PhotoParamsSchema>;

/** The answer of both operations: the owner's photo now, and the photo document removed by the call, if any. */
export const PhotoStateSchema = z.object({
  owner_kind: z.enum(PHOTO_OWNER_KINDS),
  entity_id: z.number(),
  /** The owner's `profile_photo`: /api/document-direct/{id}?t={timestamp}, or null after a delete. */
  profile_photo: z.string().nullable(),
  /** The photo document `profile_photo` names (the new one after a replace); null after a delete. */
  document: DocumentSchema.nullable(),
  /** The previous photo's document, removed with its counters and its file; null when there was none. */
  removed_document_id: z.number().nullable(),
});
export type PhotoState = z.infer<typeof PhotoStateSchema>;

export const PHOTO_MESSAGES = {
  forbidden: /*i18n*/ { id: 'photos.forbidden', message: 'No tienes permiso para cambiar esta foto de perfil.' },
  /** POST /api/documents with is_profile_photo: a photo changes through the photo route (the profile's photo widget). */
  notADocument: /*i18n*/ {
    id: 'photos.notADocument',
    message: 'Las fotos de perfil no se suben como documento: cámbiala desde la foto del perfil.',
  },
  /** A profile_photo that is not a photo uploaded for this person (another document, another person's photo). */
  notOwnPhoto: /*i18n*/ {
    id: 'photos.notOwnPhoto',
    message: 'La foto de perfil debe ser una foto subida para esta persona.',
  },
  /** An image that cannot be decoded (§4.3's words for a rejected photo). */
  unreadable: /*i18n*/ { id: 'photos.unreadable', message: 'El archivo no cumple con los requisitos' },
  /** A photo or a work's image larger than PHOTO_MAX_MEGAPIXELS, by what its header declares. */
  /** Values: `width`, `height`, `max` (PHOTO_MAX_MEGAPIXELS). */
  tooManyPixels: /*i18n*/ {
    id: 'photos.tooManyPixels',
    message:
      'La imagen es demasiado grande ({width} × {height} píxeles). Se aceptan imágenes de hasta {max} megapíxeles: guárdala a un tamaño menor e inténtalo de nuevo.',
  },
} as const;

/**
 * The most pixels an uploaded photo or work image may have: 65 megapixels. Phones' full-resolution photos are
 * 48–50 MP (8192 × 6144 ≈ 50.3 MP) and 64 MP on some (9248 × 6936 ≈ 64.1 MP); all fit. 100 MP and more (the
 * 108/200 MP modes, or a crafted image) are refused from the header: decoding one upright holds ~3 bytes a pixel
 * (65 MP ≈ 200 MB) for the whole render, and the stored sizes are at most 1024 px anyway.
 */
export const PHOTO_MAX_MEGAPIXELS = 65;

/** The profile_photo value for a photo document: /api/document-direct/{id}?t={timestamp} (the cache-buster). */
export function buildPhotoUrl(documentId: number, now: number = Date.now()): string {
  return `/api/document-direct/${documentId}?t=${now}`;
}

/**
 * The document a profile_photo value names (/api/document-direct/{id}?t=… or /api/documents/{id}/download), or
 * null: no value, another kind of link, or the placeholder document 10, which counts as no photo.
 */
export function photoDocumentIdOf(url: string | null | undefined): number | null {
  const match = url ? /\/api\/(?:document-direct|documents)\/(\d+)/.exec(url) : null;
  const id = match ? Number(match[1]) : null;
  return id === null || !Number.isSafeInteger(id) || id === PLACEHOLDER_PHOTO_DOCUMENT_ID ? null : id;
}
