import { describe, expect, it } from 'vitest';
import { photoDocumentId, photoSource } from './photo-source';

describe('photoSource (spec §4.3)', () => {
  it('keeps a link to an uploaded document', () => {
    expect(photoSource('/api/document-direct/42?t=1700000000000')).toBe('/api/document-direct/42?t=1700000000000');
    expect(photoSource('/api/documents/7/download')).toBe('/api/documents/7/download');
  });

  it('shows the person icon for no photo, the placeholder document 10, ENOENT paths and foreign links', () => {
    expect(photoSource(null)).toBeNull();
    expect(photoSource(undefined)).toBeNull();
    expect(photoSource('')).toBeNull();
    expect(photoSource('/api/document-direct/10?t=1')).toBeNull();
    expect(photoSource('/api/document-direct/42?error=ENOENT')).toBeNull();
    expect(photoSource('https://example.com/me.png')).toBeNull();
  });

  it('reads the document id from either URL form', () => {
    expect(photoDocumentId('/api/document-direct/123?t=5')).toBe(123);
    expect(photoDocumentId('/api/documents/9/download')).toBe(9);
    expect(photoDocumentId('/uploads/photo.png')).toBeNull();
  });
});
