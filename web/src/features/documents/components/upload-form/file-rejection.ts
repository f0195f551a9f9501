import type { FileRejection } from 'react-dropzone';
import { DOCUMENT_MAX_MB } from '@contracts/constants';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import { translate } from '@contracts/i18n/texts';

export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** The §5 message for a file the drop zone refused. */
export function documentRejectionMessage(rejections: readonly FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  switch (error?.code) {
    case 'file-invalid-type':
      return translate(DOCUMENT_MESSAGES.extensionRefused);
    case 'file-too-large':
      return translate(DOCUMENT_MESSAGES.tooLarge, { megabytes: DOCUMENT_MAX_MB });
    case 'too-many-files':
      return translate(DOCUMENT_MESSAGES.oneFileOnly);
    default:
      return error?.message ?? translate(DOCUMENT_MESSAGES.fileRequired);
  }
}
