import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import { PORTFOLIO_CARD_PREVIEW } from '@contracts/portfolio-texts';
import { stripWorks, thumbnailLabel } from './strip-works';

i18n.load({ es, en });
i18n.activate('es');

const work = (id: number) => ({ id, title: `Obra ${id}`, small_url: `/api/portfolio/${id}/image/small?v=1` });

describe('stripWorks', () => {
  it('shows at most three works, the first ones, in order', () => {
    expect(PORTFOLIO_CARD_PREVIEW).toBe(3);
    expect(stripWorks([1, 2, 3, 4, 5].map(work)).map((shown) => shown.id)).toEqual([1, 2, 3]);
    expect(stripWorks([9, 4].map(work)).map((shown) => shown.id)).toEqual([9, 4]);
  });

  it('shows nothing for no preview', () => {
    expect(stripWorks([])).toEqual([]);
    expect(stripWorks(undefined)).toEqual([]);
    expect(stripWorks(null)).toEqual([]);
  });
});

describe('thumbnailLabel', () => {
  it("names the thumbnail's button by the work", () => {
    expect(thumbnailLabel('Bosque de neón')).toBe('Ver obra «Bosque de neón»');
  });
});
