import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { AwardRun } from '@contracts/badge-awards';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import { awardTexts } from './award-texts';

i18n.load({ es, en });
i18n.activate('es');
const AWARD_TEXTS = awardTexts();

const run = (counts: Partial<AwardRun>): AwardRun => ({
  id: 1,
  badge_id: 1,
  total: 5,
  done: 5,
  awarded: 5,
  skipped: 0,
  failed: 0,
  finished: true,
  problems: [],
  ...counts,
});

describe('award run texts', () => {
  it('shows the progress as done/total', () => {
    expect(AWARD_TEXTS.progress(run({ done: 3 }))).toBe('3/5');
  });

  it('counts each outcome in agreement with its number', () => {
    expect(AWARD_TEXTS.progressLine(run({}))).toBe('5 asignados, 0 omitidos, 0 fallidos');
    expect(AWARD_TEXTS.progressLine(run({ awarded: 1, skipped: 1, failed: 1 }))).toBe(
      '1 asignado, 1 omitido, 1 fallido',
    );
  });

  it('names the button by how many are chosen', () => {
    expect(AWARD_TEXTS.submit(1)).toBe('Asignar a 1 persona');
    expect(AWARD_TEXTS.submit(5)).toBe('Asignar a 5 personas');
    expect(AWARD_TEXTS.chosen(1)).toBe('1 persona elegida');
    expect(AWARD_TEXTS.chooseAll(5)).toBe('Elegir los 5 resultados');
  });

  it('says the same in English for a person who chose English', () => {
    i18n.activate('en');
    const texts = awardTexts();
    expect(texts.progressLine(run({ awarded: 1, skipped: 2, failed: 0 }))).toBe('1 awarded, 2 skipped, 0 failed');
    expect(texts.submit(1)).toBe('Award to 1 person');
    expect(texts.submit(3)).toBe('Award to 3 people');
    i18n.activate('es');
  });
});
