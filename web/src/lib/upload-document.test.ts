import { describe, expect, it } from 'vitest';
import { uploadedDocumentId } from './upload-document';

describe('uploadedDocumentId', () => {
  it('takes the id at the top level, else under the document object (spec §4.3)', () => {
    expect(uploadedDocumentId({ id: 7, document: { id: 7 } })).toBe(7);
    expect(uploadedDocumentId({ document: { id: 12 } })).toBe(12);
  });

  it('finds none in an answer without one', () => {
    expect(uploadedDocumentId({})).toBeNull();
    expect(uploadedDocumentId(null)).toBeNull();
    expect(uploadedDocumentId({ id: '3' })).toBeNull();
    expect(uploadedDocumentId({ document: { id: 0 } })).toBeNull();
  });
});
