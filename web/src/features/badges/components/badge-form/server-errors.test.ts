import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from './server-errors';

const answer = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

describe('serverFieldErrors (a refused save, by its code)', () => {
  it('puts a code taken on the code field, with the server message', () => {
    expect(
      serverFieldErrors(
        answer(409, { code: 'BADGE_CODE_TAKEN', message: 'Ya existe un badge con el código B1' }),
        'b1',
      ),
    ).toEqual([{ field: 'badge_code', message: 'Ya existe un badge con el código B1' }]);
  });

  it('puts a refused image on the image', () => {
    expect(
      serverFieldErrors(
        answer(400, { code: 'IMAGE_TYPE_REFUSED', message: 'La imagen debe ser PNG, JPG o WebP' }),
        'B1',
      ),
    ).toEqual([{ field: 'badge_image', message: 'La imagen debe ser PNG, JPG o WebP' }]);
    expect(serverFieldErrors(answer(413, { code: 'FILE_TOO_LARGE', message: 'too large' }), 'B1')).toEqual([
      { field: 'badge_image', message: 'La imagen no puede superar 2 MB' },
    ]);
  });

  it("leaves anything else to applyServerIssues (the schema's issues) and the toast", () => {
    expect(
      serverFieldErrors(
        answer(400, {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          issues: [{ path: ['badge_name'], message: 'El nombre del badge es obligatorio' }],
        }),
        'B1',
      ),
    ).toEqual([]);
    expect(serverFieldErrors(answer(500, { code: 'INTERNAL', message: 'boom' }), 'B1')).toEqual([]);
    expect(serverFieldErrors(new ApiError(502, '<html>'), 'B1')).toEqual([]);
    expect(serverFieldErrors(new TypeError('Network error'), 'B1')).toEqual([]);
  });
});
