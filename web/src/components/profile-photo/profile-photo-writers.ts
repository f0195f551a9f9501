import type { PhotoOwnerKind, PhotoState } from '@contracts/photos';
import { api } from '@/lib/api-client';

/**
 * The widget's two writes, each one server call in one transaction (PUT and DELETE /api/photos/{ownerKind}/{entityId}):
 * the server stores the new photo document, points the owner's profile_photo at it and removes the previous photo
 * document, or clears the photo and removes its document. Who may is the server's rule (staff any teacher or
 * student, a teacher their own record, a student theirs); a refusal rejects with ApiError('{status}: {text}').
 */
const photoPath = (ownerKind: PhotoOwnerKind, entityId: number) => `/api/photos/${ownerKind}/${entityId}`;

/** Replaces the owner's photo with `file` (multipart, one file); resolves to the owner's photo as it now is. */
export function replaceProfilePhoto(ownerKind: PhotoOwnerKind, entityId: number, file: File): Promise<PhotoState> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.put<PhotoState>(photoPath(ownerKind, entityId), body);
}

/** Clears the owner's photo (and removes its document). */
export async function clearProfilePhoto(ownerKind: PhotoOwnerKind, entityId: number): Promise<void> {
  await api.delete<PhotoState>(photoPath(ownerKind, entityId));
}
