import { describe, expect, it } from 'vitest';
import type { FileRejection } from 'react-dropzone';
import { speak } from '@/lib/testing/texts';
import { photoErrorMessage, photoRejectionMessage } from './photo-rejection';
import { buildPhotoUrl, hasProfilePhoto, photoDocumentId } from './photo-url';

const rejection = (errors: { code: string; message: string }[]): FileRejection => ({
  file: Object.assign(new File(['x'], 'x.png'), { path: 'x.png', relativePath: 'x.png' }),
  errors,
});

describe('photo URLs', () => {
  it('builds /api/document-direct/{id}?t={timestamp} and reads the id back', () => {
    const url = buildPhotoUrl(42, 1_700_000_000_000);
    expect(url).toBe('/api/document-direct/42?t=1700000000000');
    expect(photoDocumentId(url)).toBe(42);
    expect(photoDocumentId('/api/documents/9/download')).toBe(9);
    expect(photoDocumentId('/uploads/ENOENT/photo.png')).toBeNull();
  });

  it('counts the placeholder document 10 and empty values as no photo', () => {
    expect(hasProfilePhoto('/api/document-direct/10?t=1')).toBe(false);
    expect(hasProfilePhoto(null)).toBe(false);
    expect(hasProfilePhoto('')).toBe(false);
    expect(hasProfilePhoto('/api/document-direct/11?t=1')).toBe(true);
    // A broken value is still a photo to change or remove (it shows the person icon).
    expect(hasProfilePhoto('/files/ENOENT')).toBe(true);
  });
});

describe('photo rejections', () => {
  it("says the size in bytes as the specification does, in the person's language", async () => {
    await speak('en');
    expect(photoErrorMessage({ code: 'file-too-large', message: 'File is larger than 1.91 MB' })).toBe(
      'File is larger than 2000000 bytes',
    );
    await speak('es');
    expect(photoErrorMessage({ code: 'file-too-large', message: 'File is larger than 1.91 MB' })).toBe(
      'El archivo pesa más de 2000000 bytes',
    );
    expect(photoErrorMessage({ code: 'too-many-files', message: 'Too many files' })).toBe('Too many files');
  });

  it("shows the drop zone's message, else the fallback", async () => {
    await speak('es');
    expect(
      photoRejectionMessage([
        rejection([{ code: 'file-invalid-type', message: 'File type must be one of image/png' }]),
      ]),
    ).toBe('File type must be one of image/png');
    expect(photoRejectionMessage([rejection([])])).toBe('El archivo no cumple con los requisitos');
    expect(photoRejectionMessage([])).toBe('El archivo no cumple con los requisitos');
  });
});
