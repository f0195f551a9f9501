import { t } from '@lingui/core/macro';
import type { FileError, FileRejection } from 'react-dropzone';
import { PHOTO_MAX_BYTES } from '@contracts/constants';

export const PHOTO_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/**
 * The drop zone's own texts, with the size in bytes as the specification writes it
 * ('File is larger than 2000000 bytes'); react-dropzone would otherwise say '1.91 MB'. In the person's language.
 */
export function photoErrorMessage(error: FileError): string {
  const bytes = PHOTO_MAX_BYTES;
  if (error.code === 'file-too-large') return t`File is larger than ${bytes} bytes`;
  return error.message;
}

/** What a refused photo shows under 'Error al subir la foto' (spec §5). */
export function photoRejectionMessage(rejections: readonly FileRejection[]): string {
  return rejections[0]?.errors[0]?.message || t`El archivo no cumple con los requisitos`;
}
