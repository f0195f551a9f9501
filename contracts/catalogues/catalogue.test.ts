import { describe, expect, it } from 'vitest';
import { ACADEMIC_TITLES } from './academic-titles';
import { ACCOUNT_TYPES } from './account-types';
import { entriesIn, labelOf } from './catalogue';
import { EXPERTISE_AREAS } from './expertise-areas';

describe('catalogue labels in the reader language', () => {
  it('gives the label as written, or the one of the language asked for where the entry has it', () => {
    expect(labelOf(ACADEMIC_TITLES, 'licenciado')).toBe('Licenciado');
    expect(labelOf(ACADEMIC_TITLES, 'licenciado', 'es')).toBe('Licenciado');
    expect(labelOf(ACADEMIC_TITLES, 'licenciado', 'en')).toBe("Bachelor's degree");
    expect(labelOf(ACCOUNT_TYPES, 'ahorro', 'en')).toBe('Savings');
    // Written in English already: the same label in both languages.
    expect(labelOf(EXPERTISE_AREAS, 'game_design', 'es')).toBe('Game Design');
    expect(labelOf(ACADEMIC_TITLES, 'unknown_code', 'en')).toBe('unknown_code');
  });

  it('labels every Spanish-written entry in English, for a select', () => {
    for (const entries of [ACADEMIC_TITLES, ACCOUNT_TYPES])
      for (const entry of entriesIn(entries, 'en')) expect(entry.label).not.toBe(labelOf(entries, entry.code, 'es'));
    expect(entriesIn(ACCOUNT_TYPES, 'es')).toEqual([
      { code: 'monetaria', label: 'Monetaria' },
      { code: 'ahorro', label: 'Ahorro' },
    ]);
  });
});
