import type { Me } from '@contracts/auth';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';

/**
 * Whether to offer 'Subir documento' for an owner (§6; the server enforces it again): staff anywhere,
 * a teacher on their own profile, a student on their own record when allowed to upload.
 */
export function canUploadTo(user: Me, kind: UploadOwnerKind, entityId: number, studentMayUpload = false): boolean {
  if (user.role === 'staff') return true;
  if (user.profile?.id !== entityId) return false;
  if (user.role === 'teacher') return kind === 'teacher';
  return kind === 'student' && studentMayUpload;
}
