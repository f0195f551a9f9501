import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps a plain name', () => {
    expect(contentDisposition('attachment', 'cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it('neutralises quotes, separators and line breaks, and carries the exact name encoded', () => {
    const header = contentDisposition('inline', 'Título "final";\r\nX-Evil: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="Titulo _final____X-Evil: 1.pdf"');
    expect(header).toContain("filename*=UTF-8''T%C3%ADtulo%20%22final%22%3B%0D%0AX-Evil%3A%201.pdf");
  });
});
