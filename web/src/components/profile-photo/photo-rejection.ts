import type { FileError, FileRejection } from 'react-dropzone';
import { PHOTO_MAX_BYTES } from '@contracts/constants';

export const PHOTO_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
export const PHOTO_REQUIREMENTS_FALLBACK = 'El archivo no cumple con los requisitos';

/**
 * The drop zone's own texts, with the size in bytes as the specification writes it
 * ('File is larger than 2000000 bytes'); react-dropzone would otherwise say '1.91 MB'.
 */
export function photoErrorMessage(error: FileError): string {
  if (error.code === 'file-too-large') return `File is larger than ${PHOTO_MAX_BYTES} bytes`;
  return error.message;
}

/** What a refused photo shows under 'Error al subir la foto' (spec §5). */
export function photoRejectionMessage(rejections: readonly FileRejection[]): string {
  return rejections[0]?.errors[0]?.message || PHOTO_REQUIREMENTS_FALLBACK;
}
