import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { LIST_REFETCH_AFTER_PHOTO_MS } from '@contracts/constants';
import type { PhotoOwnerKind } from '@contracts/photos';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { documentKeys } from '@/lib/resources/documents';
import { photoDocumentId } from './photo-url';
import { clearProfilePhoto, replaceProfilePhoto } from './profile-photo-writers';

export type PhotoBusy = 'idle' | 'uploading' | 'deleting';

export interface ProfilePhotoOptions {
  photoUrl: string | null | undefined;
  ownerKind: PhotoOwnerKind;
  entityId: number | null | undefined;
  invalidateKeys: readonly QueryKey[];
  listKeys: readonly QueryKey[];
}

/**
 * The upload and delete flows of the profile photo widget (spec §4.3), each one server call that changes the
 * photo document and the profile together (profile-photo-writers.ts). `shownUrl` is the photo to show: the new
 * value right after a change, until the owner's data comes back with it.
 */
export function useProfilePhoto(options: ProfilePhotoOptions) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<PhotoBusy>('idle');
  const [preview, setPreview] = useState<File | null>(null);
  const [written, setWritten] = useState<{ from: string | null | undefined; to: string | null } | null>(null);
  // A value written here wins until the owner's photoUrl changes (its query refetched).
  const shownUrl = written && written.from === options.photoUrl ? written.to : options.photoUrl;

  // The owner's data and every document list are refetched now (a photo is a document); lists of people are
  // marked stale now and the shown ones refetched after 500 ms (§4.3).
  const refresh = () => {
    [...options.invalidateKeys, documentKeys.all].forEach(
      (queryKey) => void queryClient.invalidateQueries({ queryKey }),
    );
    options.listKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' }));
    setTimeout(
      () => options.listKeys.forEach((queryKey) => void queryClient.refetchQueries({ queryKey, type: 'active' })),
      LIST_REFETCH_AFTER_PHOTO_MS,
    );
  };

  const upload = async (file: File) => {
    if (!options.entityId || busy !== 'idle') return;
    setBusy('uploading');
    setPreview(file);
    try {
      let url: string | null;
      try {
        url = (await replaceProfilePhoto(options.ownerKind, options.entityId, file)).profile_photo;
      } catch (error) {
        toast({
          title: t`Error al subir la foto`,
          description: getErrorMessage(error, t`Ocurrió un error al subir la foto de perfil.`),
          variant: 'destructive',
        });
        return;
      }
      setWritten({ from: options.photoUrl, to: url });
      toast({ title: t`Foto actualizada` });
      refresh();
    } finally {
      setPreview(null);
      setBusy('idle');
    }
  };

  const remove = async () => {
    if (!shownUrl || !options.entityId || busy !== 'idle') return;
    setBusy('deleting');
    // A value that names no document (a broken link) is only a reference to clear; the server clears it the same way.
    const onlyReference = photoDocumentId(shownUrl) === null;
    try {
      try {
        await clearProfilePhoto(options.ownerKind, options.entityId);
      } catch (error) {
        if (onlyReference)
          toast({
            title: t`Error`,
            description: t`No se pudo eliminar la referencia a la foto.`,
            variant: 'destructive',
          });
        else
          toast({
            title: t`Error al eliminar la foto`,
            description: getErrorMessage(error, t`Ocurrió un error al eliminar la foto de perfil.`),
            variant: 'destructive',
          });
        return;
      }
      setWritten({ from: options.photoUrl, to: null });
      toast({ title: onlyReference ? t`Referencia a foto eliminada` : t`Foto eliminada` });
      refresh();
    } finally {
      setBusy('idle');
    }
  };

  return { busy, preview, shownUrl, upload, remove };
}
