import { describe, expect, it } from 'vitest';
import { checkVerdictWords } from './check-credential-form';

describe('checkVerdictWords (the verdict of a checked file)', () => {
  it('offers to keep a verified file, and a genuine one only as pending review; never one that is not genuine', () => {
    expect(checkVerdictWords('verified')).toMatchObject({ sentence: 'La credencial es válida', keepable: true });
    const review = checkVerdictWords('needs_review');
    expect(review.keepable).toBe(true);
    expect(review.sentence).not.toContain('válida');
    expect(review.next).toContain('pendiente de revisión');
    expect(checkVerdictWords('not_verified')).toMatchObject({
      sentence: 'La credencial no se pudo verificar',
      keepable: false,
    });
  });
});
