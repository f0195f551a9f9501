import { useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { useDropzone } from 'react-dropzone';
import { PHOTO_MAX_BYTES } from '@contracts/constants';
import type { PhotoOwnerKind } from '@contracts/photos';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { PhotoDropArea } from './photo-drop-area';
import { PhotoPreview } from './photo-preview';
import { PHOTO_ACCEPT, photoErrorMessage, photoRejectionMessage } from './photo-rejection';
import { hasProfilePhoto } from './photo-url';
import { useProfilePhoto } from './use-profile-photo';

export interface ProfilePhotoWidgetProps {
  /** The profile's current profile_photo value. */
  photoUrl: string | null | undefined;
  /**
   * Whose photo: a teacher or a student record. A change is one server call (PUT or DELETE
   * /api/photos/{ownerKind}/{entityId}) that writes the photo document and the profile together and removes the
   * replaced photo's document; the server decides who may (staff, or the record's own teacher or student).
   */
  ownerKind: PhotoOwnerKind;
  /** The teacher's or student's id; without one (a profile not yet created) uploads are disabled. */
  entityId: number | null | undefined;
  /** Invalidated (and refetched) at once after every change: the owner's item (the document lists always are). */
  invalidateKeys?: readonly QueryKey[];
  /** Lists (teachers or students, public and staff): marked stale at once, the shown ones refetched after 500 ms. */
  listKeys?: readonly QueryKey[];
  /** The person's name, for the image's alternative text. */
  name?: string;
  className?: string;
}

const NO_KEYS: readonly QueryKey[] = [];

/** The profile photo widget of spec §4.3: empty, uploading, has photo, deleting. */
export function ProfilePhotoWidget({
  photoUrl,
  ownerKind,
  entityId,
  invalidateKeys = NO_KEYS,
  listKeys = NO_KEYS,
  name,
  className,
}: ProfilePhotoWidgetProps) {
  const { t } = useLingui();
  const photo = useProfilePhoto({ photoUrl, ownerKind, entityId, invalidateKeys, listKeys });
  const shown = hasProfilePhoto(photo.shownUrl) ? photo.shownUrl : null;
  const disabled = photo.busy !== 'idle' || !entityId;

  const dropzone = useDropzone({
    accept: PHOTO_ACCEPT,
    maxSize: PHOTO_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled,
    // With a photo, only 'Cambiar' opens the file dialog; the area still takes a dropped image.
    noClick: shown !== null,
    noKeyboard: shown !== null,
    getErrorMessage: photoErrorMessage,
    onDropAccepted: (files) => {
      if (files[0]) void photo.upload(files[0]);
    },
    onDropRejected: (rejections) =>
      toast({
        title: t`Error al subir la foto`,
        description: photoRejectionMessage(rejections),
        variant: 'destructive',
      }),
  });

  const alt = name ? t`Foto de perfil de ${name}` : t`Foto de perfil`;
  return (
    <div role="group" aria-label={t`Foto de perfil`} className={cn('w-full', className)}>
      {shown !== null || photo.busy === 'uploading' ? (
        <PhotoPreview
          dropzone={dropzone}
          url={shown}
          localFile={photo.preview}
          busy={photo.busy}
          alt={alt}
          onDelete={() => void photo.remove()}
        />
      ) : (
        <PhotoDropArea
          dropzone={dropzone}
          disabled={disabled}
          disabledReason={entityId ? undefined : t`Guarda el perfil para poder subir una foto.`}
        />
      )}
    </div>
  );
}
