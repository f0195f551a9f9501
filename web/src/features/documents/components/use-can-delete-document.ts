import type { DocumentItem } from '@contracts/documents';
import { useCurrentUser } from '@/lib/session';

/**
 * Who sees a delete button (§6, enforced again by the server): staff for any document; others for what
 * they uploaded and for their own profile photo.
 */
export function useCanDeleteDocument(): (document: DocumentItem) => boolean {
  const user = useCurrentUser();
  return (document) => {
    if (user.role === 'staff' || document.uploaded_by === user.id) return true;
    const ownKind = user.role === 'teacher' || user.role === 'student' ? user.role : null;
    return document.is_profile_photo && document.document_type === ownKind && document.entity_id === user.profile?.id;
  };
}

/** Who sets a document's expiry (enforced again by the server): staff; a teacher on their own profile's documents. */
export function useCanSetDocumentExpiry(): (document: DocumentItem) => boolean {
  const user = useCurrentUser();
  return (document) =>
    user.role === 'staff' ||
    (user.role === 'teacher' && document.document_type === 'teacher' && document.entity_id === user.profile?.id);
}
