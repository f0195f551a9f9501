import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileRejection } from 'react-dropzone';
import { speak } from '@/lib/testing/texts';
import { documentRejectionMessage } from './file-rejection';
import { hasAcceptedExtension, UploadFormSchema } from './upload-schema';

const messagesOf = (value: unknown) => {
  const result = UploadFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const rejection = (code: string): FileRejection[] => [
  { file: Object.assign(new File(['x'], 'x'), { path: 'x', relativePath: 'x' }), errors: [{ code, message: code }] },
];

// The §5 texts in the language they are written in: an earlier file in the same worker may have left another active.
beforeAll(() => i18n.activate('es'));

describe('upload form rules (§5)', () => {
  it('asks for a file and a type', () => {
    expect(messagesOf({ file: null, document_tag: '' })).toEqual([
      'Por favor, selecciona un archivo.',
      'Por favor, selecciona un tipo de documento.',
    ]);
  });

  it('writes its messages in the language of the moment they are raised, not of the moment the form was loaded', async () => {
    await speak('en', ['documents']);
    try {
      expect(messagesOf({ file: new File(['x'], 'a.pdf'), document_tag: '', expires_at: 'mañana' })).toEqual([
        'Please select a document type.',
        'The expiry date must be a valid date (YYYY-MM-DD).',
      ]);
    } finally {
      await speak('es', ['documents']);
    }
    expect(messagesOf({ file: new File(['x'], 'a.pdf'), document_tag: '' })).toEqual([
      'Por favor, selecciona un tipo de documento.',
    ]);
  });

  it('refuses other extensions and files over 10 MB', () => {
    expect(messagesOf({ file: new File(['x'], 'notas.txt'), document_tag: 'cv' })).toEqual([
      'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, JPEG, PNG',
    ]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.pdf');
    expect(messagesOf({ file: big, document_tag: 'cv' })).toEqual([
      'El archivo es demasiado grande. Tamaño máximo: 10MB',
    ]);
    expect(messagesOf({ file: new File(['%PDF'], 'CV.PDF'), document_tag: 'cv' })).toEqual([]);
  });

  it('knows the accepted extensions', () => {
    expect(['a.pdf', 'b.JPG', 'c.jpeg', 'd.png'].every(hasAcceptedExtension)).toBe(true);
    expect(['pdf', 'e.gif', 'f.pdf.exe'].some(hasAcceptedExtension)).toBe(false);
  });

  it("maps the drop zone's refusals to the §5 texts", () => {
    expect(documentRejectionMessage(rejection('file-invalid-type'))).toBe(
      'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, JPEG, PNG',
    );
    expect(documentRejectionMessage(rejection('file-too-large'))).toBe(
      'El archivo es demasiado grande. Tamaño máximo: 10MB',
    );
    expect(documentRejectionMessage(rejection('too-many-files'))).toBe('Solo se puede subir un archivo a la vez.');
  });
});
