import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asDeclared, setTranslator } from '../i18n/texts';
import { ACADEMIC_TITLES } from './academic-titles';
import { ACCOUNT_TYPES } from './account-types';
import { declaredLabelOf, labelledEntries, labelOf } from './catalogue';
import { EXPERTISE_AREAS } from './expertise-areas';

// Another test file in the same worker may have set a translator (the web's i18n module sets one when imported).
beforeEach(() => setTranslator(asDeclared));
afterEach(() => setTranslator(asDeclared));

describe('catalogue labels in the reader language', () => {
  it('gives the label as the specification writes it, until a translator is set; the code itself if unknown', () => {
    expect(labelOf(ACADEMIC_TITLES, 'licenciado')).toBe('Licenciado');
    expect(labelOf(EXPERTISE_AREAS, 'game_design')).toBe('Game Design');
    expect(labelOf(ACADEMIC_TITLES, 'unknown_code')).toBe('unknown_code');
  });

  it("writes each label through the reader's translator, by its id", () => {
    const spanish: Record<string, string> = { 'catalogue.expertiseArea.3d-animation': 'Animación 3D' };
    setTranslator((text) => spanish[text.id] ?? `[${text.id}]`);
    expect(labelOf(EXPERTISE_AREAS, '3d_animation')).toBe('Animación 3D');
    expect(labelOf(ACCOUNT_TYPES, 'ahorro')).toBe('[catalogue.accountType.ahorro]');
    expect(labelledEntries(ACCOUNT_TYPES)).toEqual([
      { code: 'monetaria', label: '[catalogue.accountType.monetaria]' },
      { code: 'ahorro', label: '[catalogue.accountType.ahorro]' },
    ]);
    // A text stored for every reader keeps the specification's words.
    expect(declaredLabelOf(EXPERTISE_AREAS, '3d_animation')).toBe('3D Animation');
    expect(declaredLabelOf(ACCOUNT_TYPES, 'ahorro')).toBe('Ahorro');
    // Labels written already (built at run time) stay as they are.
    expect(labelOf([{ code: 'x', label: 'Equis' }], 'x')).toBe('Equis');
  });

  it('gives every entry of every catalogue an id of its own', () => {
    const ids = [ACADEMIC_TITLES, ACCOUNT_TYPES, EXPERTISE_AREAS].flatMap((entries) =>
      entries.map((entry) => entry.label.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
