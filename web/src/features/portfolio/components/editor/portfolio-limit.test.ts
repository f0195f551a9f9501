import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import type { PortfolioWork } from '@contracts/portfolio';
import { addLimitNote, worksCountText } from './portfolio-limit';

i18n.load({ es, en });
i18n.activate('es');

const works = (count: number) => Array.from({ length: count }, (_, id) => ({ id }) as PortfolioWork);

describe('addLimitNote', () => {
  it('explains the disabled button at 30 works', () => {
    expect(addLimitNote({ items: works(30), can_add: false })).toBe(
      'El portafolio ya tiene 30 obras. Elimina una para añadir otra.',
    );
  });

  it('says nothing while a work may be added, or before the list is there', () => {
    expect(addLimitNote({ items: works(29), can_add: true })).toBeNull();
    expect(addLimitNote({ items: works(3), can_add: false })).toBeNull();
    expect(addLimitNote(undefined)).toBeNull();
  });
});

describe('worksCountText', () => {
  it('counts against the limit', () => {
    expect(worksCountText(4)).toBe('4 de 30 obras');
  });
});
