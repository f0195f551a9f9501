import { and, eq } from 'drizzle-orm';
import { isId } from '@contracts/ids';
import { PHOTO_MESSAGES, type PhotoOwnerKind } from '@contracts/photos';
import type { DbOrTx } from '../../db/client';
import { unifiedDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * A profile_photo written through a profile field (the staff teacher form, PATCH /api/staff/teachers/{id}, the
 * teacher's own profile, PATCH /api/student/profile) rather than the photo route: null or empty clears it, the value
 * the record already has stays, and any other value must name a photo document of this very person
 * (`is_profile_photo`, same owner kind and id), so that no one shows another teacher's CV or another student's
 * certificate as their photo. `entityId` is undefined for a record being created, which has no photo yet.
 */
export async function assertOwnPhotoReference(options: {
  db: DbOrTx;
  ownerKind: PhotoOwnerKind;
  entityId: number | undefined;
  value: string | null | undefined;
  current: string | null;
}): Promise<void> {
  const { db, ownerKind, entityId, value } = options;
  if (value === undefined || value === null || value === options.current) return;
  const id = Number(/^\/api\/(?:document-direct|documents)\/(\d+)/.exec(value)?.[1]);
  if (entityId !== undefined && isId(id)) {
    const [photo] = await db
      .select({ id: unifiedDocuments.id })
      .from(unifiedDocuments)
      .where(
        and(
          eq(unifiedDocuments.id, id),
          eq(unifiedDocuments.documentType, ownerKind),
          eq(unifiedDocuments.entityId, entityId),
          eq(unifiedDocuments.isProfilePhoto, true),
        ),
      );
    if (photo) return;
  }
  throw new AppError('PROFILE_PHOTO_NOT_OWN', PHOTO_MESSAGES.notOwnPhoto);
}
