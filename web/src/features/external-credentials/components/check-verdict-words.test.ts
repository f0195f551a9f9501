import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { checkVerdictWords } from './check-outcome';

i18n.load({ es, en });
i18n.activate('es');

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
