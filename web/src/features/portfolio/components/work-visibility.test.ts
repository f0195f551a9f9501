import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { workVisibilityState } from './work-visibility';

i18n.load({ es, en });
i18n.activate('es');

describe('workVisibilityState', () => {
  it('says only that a hidden work is hidden, with the reason, whatever visibility its teacher chose', () => {
    for (const visibility of ['public', 'staff'] as const) {
      const state = workVisibilityState({ visibility, hidden: { reason: 'Derechos de imagen' } });
      expect(state).toEqual({ kind: 'hidden', label: 'Oculta por la administración', reason: 'Derechos de imagen' });
      expect(JSON.stringify(state)).not.toContain('Visible para toda la escuela');
    }
  });

  it("says the teacher's visibility of a work not hidden", () => {
    expect(workVisibilityState({ visibility: 'public', hidden: null })).toEqual({
      kind: 'public',
      label: 'Visible para toda la escuela',
    });
    expect(workVisibilityState({ visibility: 'staff', hidden: null })).toEqual({
      kind: 'staff',
      label: 'Solo administración',
    });
  });
});
