import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { LIST_REFETCH_AFTER_PHOTO_MS, PLACEHOLDER_PHOTO_DOCUMENT_ID } from '@contracts/constants';
import { toast } from '@/components/ui/use-toast';
import { api, ensureDeleted, getErrorMessage } from '@/lib/api-client';
import { DOCUMENTS_QUERY_ROOT } from '@/lib/document-cache';
import { uploadDocument, uploadedDocumentId } from '@/lib/upload-document';
import { buildPhotoUrl, photoDocumentId } from './photo-url';
import type { PhotoWriter } from './profile-photo-writers';

export type PhotoBusy = 'idle' | 'uploading' | 'deleting';

export interface ProfilePhotoOptions {
  photoUrl: string | null | undefined;
  ownerKind: 'teacher' | 'student';
  entityId: number | null | undefined;
  onPhotoChange: PhotoWriter;
  invalidateKeys: readonly QueryKey[];
  listKeys: readonly QueryKey[];
}

const UPLOAD_FALLBACK = 'Ocurrió un error al subir la foto de perfil.';
const DELETE_FALLBACK = 'Ocurrió un error al eliminar la foto de perfil.';

/** Removes a document; a document already gone (404) counts as removed. */
async function removeDocument(id: number): Promise<void> {
  const result = await api.delete(`/api/documents/${id}`);
  if (result.status !== 404) ensureDeleted(result);
}

/**
 * The upload and delete flows of the profile photo widget (spec §4.3). `shownUrl` is the photo to show:
 * the new value right after a change, until the owner's data comes back with it.
 */
export function useProfilePhoto(options: ProfilePhotoOptions) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<PhotoBusy>('idle');
  const [preview, setPreview] = useState<File | null>(null);
  const [written, setWritten] = useState<{ from: string | null | undefined; to: string | null } | null>(null);
  // A value written here wins until the owner's photoUrl changes (its query refetched).
  const shownUrl = written && written.from === options.photoUrl ? written.to : options.photoUrl;

  // The owner's data and every document list are refetched now (a photo is a document); lists of people are
  // marked stale now and the shown ones refetched after 500 ms (§4.3).
  const refresh = () => {
    [...options.invalidateKeys, DOCUMENTS_QUERY_ROOT].forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    options.listKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' }));
    setTimeout(() => options.listKeys.forEach((queryKey) => void queryClient.refetchQueries({ queryKey, type: 'active' })), LIST_REFETCH_AFTER_PHOTO_MS);
  };

  const upload = async (file: File) => {
    if (!options.entityId || busy !== 'idle') return;
    const previous = shownUrl;
    setBusy('uploading');
    setPreview(file);
    try {
      let response: unknown;
      try {
        response = await uploadDocument({ document_type: options.ownerKind, entity_id: options.entityId, is_profile_photo: true }, file);
      } catch (error) {
        toast({ title: 'Error al subir la foto', description: getErrorMessage(error, UPLOAD_FALLBACK), variant: 'destructive' });
        return;
      }
      const id = uploadedDocumentId(response);
      if (id === null) {
        toast({ title: 'Error al subir la foto', description: 'No se pudo obtener el ID del documento subido', variant: 'destructive' });
        return;
      }
      const url = buildPhotoUrl(id);
      try {
        await options.onPhotoChange(url);
      } catch {
        toast({
          title: 'Foto subida pero no actualizada en perfil',
          description: 'La foto se subió correctamente pero no se pudo actualizar en el perfil.',
          variant: 'destructive',
        });
        refresh();
        return;
      }
      setWritten({ from: options.photoUrl, to: url });
      // The replaced photo is no longer referenced: remove its document (best effort).
      const oldId = previous ? photoDocumentId(previous) : null;
      if (oldId !== null && oldId !== id && oldId !== PLACEHOLDER_PHOTO_DOCUMENT_ID) await removeDocument(oldId).catch(() => undefined);
      toast({ title: 'Foto actualizada' });
      refresh();
    } finally {
      setPreview(null);
      setBusy('idle');
    }
  };

  const remove = async () => {
    if (!shownUrl || busy !== 'idle') return;
    setBusy('deleting');
    try {
      const id = photoDocumentId(shownUrl);
      if (id === null) {
        try {
          await options.onPhotoChange(null);
        } catch {
          toast({ title: 'Error', description: 'No se pudo eliminar la referencia a la foto.', variant: 'destructive' });
          return;
        }
        setWritten({ from: options.photoUrl, to: null });
        toast({ title: 'Referencia a foto eliminada' });
        refresh();
        return;
      }
      try {
        await removeDocument(id);
      } catch (error) {
        toast({ title: 'Error al eliminar la foto', description: getErrorMessage(error, DELETE_FALLBACK), variant: 'destructive' });
        return;
      }
      try {
        await options.onPhotoChange(null);
      } catch {
        toast({ title: 'Error', description: 'No se pudo eliminar la referencia a la foto.', variant: 'destructive' });
        refresh();
        return;
      }
      setWritten({ from: options.photoUrl, to: null });
      toast({ title: 'Foto eliminada' });
      refresh();
    } finally {
      setBusy('idle');
    }
  };

  return { busy, preview, shownUrl, upload, remove };
}
