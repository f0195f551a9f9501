import { describe, expect, it } from 'vitest';
import { photoDocumentId, photoSource } from './photo-sizes';

describe('photoSource (spec §4.3)', () => {
  it('asks for the given size of a link to an uploaded document, keeping its version t', () => {
    expect(photoSource('/api/document-direct/42?t=1700000000000', 'small')).toBe(
      '/api/document-direct/42?t=1700000000000&size=small',
    );
    expect(photoSource('/api/document-direct/42?t=1700000000000', 'medium')).toBe(
      '/api/document-direct/42?t=1700000000000&size=medium',
    );
    expect(photoSource('/api/document-direct/42?t=1700000000000', 'large')).toBe(
      '/api/document-direct/42?t=1700000000000&size=large',
    );
    expect(photoSource('/api/documents/7/download', 'small')).toBe('/api/documents/7/download?size=small');
  });

  it('gives the same URL for the same photo and size every time (the browser caches it for a year)', () => {
    const url = '/api/document-direct/42?t=5';
    expect(photoSource(url, 'medium')).toBe(photoSource(url, 'medium'));
    expect(photoSource(url, 'small')).not.toBe(photoSource(url, 'medium'));
  });

  it('replaces a size already in the stored value instead of adding a second one', () => {
    expect(photoSource('/api/document-direct/42?t=5&size=large', 'small')).toBe(
      '/api/document-direct/42?t=5&size=small',
    );
  });

  it('shows the person icon for no photo, the placeholder document 10, ENOENT paths and foreign links', () => {
    for (const size of ['small', 'medium', 'large'] as const) {
      expect(photoSource(null, size)).toBeNull();
      expect(photoSource(undefined, size)).toBeNull();
      expect(photoSource('', size)).toBeNull();
      expect(photoSource('/api/document-direct/10?t=1', size)).toBeNull();
      expect(photoSource('/api/document-direct/42?error=ENOENT', size)).toBeNull();
      expect(photoSource('https://example.com/me.png', size)).toBeNull();
    }
  });

  it('reads the document id from either URL form', () => {
    expect(photoDocumentId('/api/document-direct/123?t=5')).toBe(123);
    expect(photoDocumentId('/api/documents/9/download')).toBe(9);
    expect(photoDocumentId('/uploads/photo.png')).toBeNull();
  });
});
