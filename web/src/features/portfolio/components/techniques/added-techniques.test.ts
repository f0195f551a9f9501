import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import { addedTechniques } from './added-techniques';

i18n.load({ es, en });
i18n.activate('es');

describe('addedTechniques', () => {
  it('keeps only the techniques staff added, alphabetically whatever the accents and case', () => {
    const catalogue = [
      { code: '2d_animation', label: '2D Animation', added: false },
      { code: 'tecnica-3', label: 'óleo digital', added: true },
      { code: 'tecnica-1', label: 'Fotogrametría', added: true },
      { code: 'game_design', label: 'Game Design', added: false },
      { code: 'tecnica-2', label: 'Acuarela digital', added: true },
    ];
    expect(addedTechniques(catalogue).map((technique) => technique.code)).toEqual([
      'tecnica-2',
      'tecnica-1',
      'tecnica-3',
    ]);
  });

  it('answers an empty list for a catalogue of expertise areas only', () => {
    expect(addedTechniques([{ code: 'game_design', label: 'Game Design', added: false }])).toEqual([]);
  });
});
