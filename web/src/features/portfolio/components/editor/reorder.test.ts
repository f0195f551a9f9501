import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import { dragAnnouncements, moveBy, moveId, movedAnnouncement } from './reorder';

i18n.load({ es, en });
i18n.activate('es');

describe('moveId', () => {
  const ids = [11, 22, 33, 44];

  it('moves an id to a later place, the others keeping their order', () => {
    expect(moveId(ids, 11, 2)).toEqual([22, 33, 11, 44]);
    expect(moveId(ids, 22, 3)).toEqual([11, 33, 44, 22]);
  });

  it('moves an id to an earlier place', () => {
    expect(moveId(ids, 44, 0)).toEqual([44, 11, 22, 33]);
    expect(moveId(ids, 33, 1)).toEqual([11, 33, 22, 44]);
  });

  it('clamps the target to the list', () => {
    expect(moveId(ids, 22, -5)).toEqual([22, 11, 33, 44]);
    expect(moveId(ids, 22, 99)).toEqual([11, 33, 44, 22]);
  });

  it('answers the same array for an id that is missing or stays', () => {
    expect(moveId(ids, 99, 0)).toBe(ids);
    expect(moveId(ids, 33, 2)).toBe(ids);
  });

  it('never changes the array it is given', () => {
    const copy = [...ids];
    moveId(ids, 11, 3);
    expect(ids).toEqual(copy);
  });
});

describe('moveBy', () => {
  const ids = [1, 2, 3];

  it('moves one place earlier or later', () => {
    expect(moveBy(ids, 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy(ids, 2, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the list alone at either end and for a missing id', () => {
    expect(moveBy(ids, 1, -1)).toBe(ids);
    expect(moveBy(ids, 3, 1)).toBe(ids);
    expect(moveBy(ids, 7, 1)).toBe(ids);
  });
});

describe('announcements', () => {
  it('says where the work went, counted from 1', () => {
    expect(movedAnnouncement('Nocturno', 2, 3)).toBe('Obra «Nocturno» movida a la posición 2 de 3');
  });

  it('speaks Spanish during a keyboard drag', () => {
    expect(dragAnnouncements.start('Nocturno', 1, 3)).toBe('Obra «Nocturno» tomada, en la posición 1 de 3.');
    expect(dragAnnouncements.over('Nocturno', 3, 3)).toBe('Obra «Nocturno» sobre la posición 3 de 3.');
    expect(dragAnnouncements.cancel('Nocturno')).toBe('Reordenación cancelada. La obra «Nocturno» vuelve a su lugar.');
  });
});
