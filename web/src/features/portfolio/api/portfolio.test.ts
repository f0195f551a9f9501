import { describe, expect, it } from 'vitest';
import type { PortfolioList, PortfolioWork } from '@contracts/portfolio';
import { orderedList, portfolioKeys, portfolioWorkFormData } from './portfolio';

describe('portfolioKeys', () => {
  it('starts every key with the root, so one invalidation reaches them all', () => {
    for (const key of [portfolioKeys.techniques, portfolioKeys.lists, portfolioKeys.list(4)]) {
      expect(key.slice(0, portfolioKeys.all.length)).toEqual(portfolioKeys.all);
    }
    expect(portfolioKeys.list(4).slice(0, portfolioKeys.lists.length)).toEqual(portfolioKeys.lists);
  });

  it('keeps each teacher apart from the techniques', () => {
    expect(portfolioKeys.list(4)).not.toEqual(portfolioKeys.list(5));
    expect(portfolioKeys.list(4)).toEqual(['portfolio', 'list', 4]);
  });
});

describe('portfolioWorkFormData (multipart POST /api/teachers/{id}/portfolio)', () => {
  it('sends every field as text, none as empty, and the image last under `image`', () => {
    const image = new File([new Uint8Array([0x89, 0x50])], 'obra.png', { type: 'image/png' });
    const body = portfolioWorkFormData(
      {
        title: 'Nocturno',
        year: 2024,
        technique_code: null,
        technique_note: 'tinta',
        description: null,
        link_url: 'https://example.org/obra',
        visibility: 'public',
      },
      image,
    );
    expect([...body.keys()]).toEqual([
      'title',
      'year',
      'technique_code',
      'technique_note',
      'description',
      'link_url',
      'visibility',
      'image',
    ]);
    expect(body.get('year')).toBe('2024');
    expect(body.get('technique_code')).toBe('');
    expect((body.get('image') as File).name).toBe('obra.png');
  });
});

describe('orderedList (the optimistic order)', () => {
  const work = (id: number, position: number) => ({ id, position, title: `Obra ${id}` }) as PortfolioWork;
  const list: PortfolioList = { items: [work(1, 1), work(2, 2), work(3, 3)], can_add: true, can_reorder: true };

  it('puts the works in the order of the ids and numbers their positions again', () => {
    const next = orderedList(list, [3, 1, 2]);
    expect(next.items.map((item) => [item.id, item.position])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(next.can_add).toBe(true);
    expect(list.items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('leaves out ids it does not hold', () => {
    expect(orderedList(list, [2, 9, 1]).items.map((item) => item.id)).toEqual([2, 1]);
  });
});
